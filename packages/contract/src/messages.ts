// User-facing texts, spec §2, §4 and §8. Keep the wording exact: it is part of the contract.

export const MESSAGES = {
  otpSent: 'A One-Time Password (OTP) has been sent to your email',
  profileUpdated: 'Profile updated successfully',
  profilePictureChanged: 'Profile picture changed successfully',
  ticketSubmitted: 'Ticket submitted, we will get back to you soon.',
  emailSent: 'Email sent successfully',
  fileUpdated: 'File updated successfully',
  fileDeleted: 'File DELETED successfully',
  fileSentToCoach: 'File sent successfully to the coach',
  taskUpdated: 'Task has been updated',
  testimonialSent: 'Testimonial has been sent successfully',
  /** Not a spec text: the spec names none for a referral. */
  referralSent: 'Referral sent. Your coach has been told, and the person you introduced gets a short email from us.',
  errorReported: 'The Error has been reported to the support team',
  sessionExpired: 'Session Expired',
  serverError: 'Ooops, something went wrong!.',
  unableToSendEmail: 'Unable to send email',
  unableToUpdateCommitment: 'Unable to update commitment',
  loadingTheme: 'Loading theme...',
  loadingPage: 'Loading page....',
  errorScreenTitle: "Oops! looks like you've run into an error.",
  reportError: 'Report this Error',
  returnHome: 'Return Home',
  invalidCredentials: 'These credentials do not match our records.',
  invalidOtp: 'The one-time password is invalid or has expired.',
  otpRequired: 'The code is required.',
  signInAgain: 'Start the sign-in again with your email and password.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  passwordResetSent: 'If an account exists for that email, a password reset link has been sent.',
  passwordChanged: 'Your password has been set. You can now sign in.',
  invalidResetLink: 'This password reset link is invalid or has expired.',
  invalidLoginLink: 'This sign-in link is invalid or has expired.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  validationFailed: 'The given data was invalid.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooDeep: 'The request body is nested too deeply.',
  noCoach: 'You have no coach assigned yet.',
  /** Not a spec text (issue 12): a deactivated account signs in no more. */
  accountDeactivated: 'This account has been deactivated. Ask your coach or the portal administrator to turn it on again.',
  /** Not a spec text: a coach or admin asked for a sign-in link for a deactivated account. */
  loginLinkDeactivated: 'This account is deactivated, so it cannot get a sign-in link. Reactivate it first.',
  /** Not a spec text (issue 23): the operator turned this tenant's portal off. */
  portalUnavailable: 'This portal is not available',
} as const;

export const themeLoadFailed = (tenantId: number | string) =>
  `Failed to load theme file for tenant ID: ${tenantId}`;
export const pageLoadError = (message: string) => `Page loading error..... ${message}`;
export const otpResendWait = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting a new code.`;
export const teamMemberAdded = (first: string, last: string) =>
  `${first} ${last} has been successfully added to your team`;
export const taskAssigned = (first: string, last: string) => `${first} ${last} has been assigned the task`;
export const taskDeadlineChanged = (formatted: string) => `Task deadline has been changed to ${formatted}`;
export const actionStepStage = (stage: 'to do' | 'in progress' | 'completed') =>
  `Action Step is now in ${stage} stage`;
export const commitmentStage = (stage: 'to do' | 'progress' | 'completed') =>
  `Commitment is now in ${stage} stage`;
