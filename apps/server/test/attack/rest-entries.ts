import type { z } from 'zod';
import {
  AnalyticsBatchBody, AssessmentListBody, CheckedItemBody, CoachProfileBody, CreateIntentBody, ErrorLogBody, GenerateOtpBody,
  ImplementationShowBody, LessonRecordingBody, LoginLinkBody, LoginOtpBody, LoginOtpFbsBody, PasswordCreateBody, PasswordResetBody,
  ProfileUpdateBody, ProfileUpdateTwoBody, RecaptchaBody, ScheduleBody, StudentLoginBody, StudentPaidBody, TestConfirmBody, TicketBody,
  VerifyOtpBody, NoteDeleteBody, NoteEditBody, NoteListBody, NoteStoreBody,
} from '@portal/contract';
import { MetricListBody, MetricSaveBody, MetricShareBody, MetricUpdateBody } from '@portal/contract';
import {
  PlanItemBody, PlanSubjectBody, StepAddBody, StepListBody, StepStatusBody, StepUpdateBody, TaskAddBody, TaskBody, TaskDeadlineBody, TaskEditBody,
  TaskShareBody, TaskStatusBody, TeamAddBody, TeamAssignBody,
} from '@portal/contract';
import { CalendarFeedBody } from '@portal/contract';
import { IdeaFavouriteBody } from '@portal/contract';
import {
  AcademyCourseBody, AcademyCourseUpdateBody, AcademyLessonBody, AcademyLessonOrderBody, AcademyLessonUpdateBody, IdeaBody, IdeaCategoryBody,
  IdeaCategoryUpdateBody, IdeaUpdateBody,
} from '@portal/contract';
import { FileIdBody, FileUpdateBody, ReferralBody, StudentEmailBody, TestimonialBody } from '@portal/contract';
import { MailIdBody, MailSendBody } from '@portal/contract';
import { ClientProgrammesBody } from '@portal/contract';
import { StaffCreateBody, StaffRoleBody, TenantCreateBody, TenantHostsBody, TenantSettingsBody, ThemeSaveBody } from '@portal/contract';
import { InviteAcceptBody, InviteClientBody, TicketReplyBody, TicketStatusBody } from '@portal/contract';
import {
  AddMemberBody, CoachGroupBody, CoachGroupUpdateBody, CoachLessonBody, CoachLessonUpdateBody, LessonAccessBody, LessonMeetingBody,
  LessonOrderBody, LessonResourcesBody, MemberPaymentBody,
} from '@portal/contract';
import { CoachCardBody, CoachCardUpdateBody, CoachCommitmentBody, CoachScheduleBody } from '@portal/contract';
import { FlashAccessBody, FlashAreaBody, FlashAssessmentBody, FlashLessonBody } from '@portal/contract';
import {
  AttendanceBody, AvailabilityBody, BookingCancelBody, BookingCreateBody, BookingRescheduleBody, CoachBookingBody, SessionTypeBody,
} from '@portal/contract';
import { NotificationPreferences, NotificationsReadBody } from '@portal/contract';

/**
 * What the fuzzer sends to each route. Every route the app registers must be here (the fuzz test
 * fails on one that is missing), so a new route is attacked from the day it is added.
 * - `body`: the contract schema bodies are generated from; `json` = any JSON, `multipart` = the
 *   photo upload form, `none` = no body expected (hostile bodies and query strings are sent anyway).
 * - `caller`: `anyone` routes are sent without a token (and with one), `user` routes with a real
 *   session (and without: 401).
 * - `endsSession`: the route ends sessions, so each case runs on a session of its own (fuzz-harness.ts).
 */
export interface FuzzEntry {
  body: z.ZodType | 'json' | 'multipart' | 'none';
  caller: 'anyone' | 'user';
  endsSession?: boolean;
  /** Raw-body webhooks: a signature header is generated too. */
  signatureHeader?: string;
  /** An event stream: the reply is judged on its status and first bytes, then the stream is dropped. */
  stream?: boolean;
}

const user = (body: FuzzEntry['body']): FuzzEntry => ({ body, caller: 'user' });
const anyone = (body: FuzzEntry['body']): FuzzEntry => ({ body, caller: 'anyone' });

export const REST_FUZZ: Record<string, FuzzEntry> = {
  'GET /sanctum/csrf-cookie': anyone('none'),
  'POST /api/auth/loginotp': anyone(LoginOtpBody),
  'POST /api/auth/loginotpfbs': anyone(LoginOtpFbsBody),
  'POST /api/auth/studentlogin': anyone(StudentLoginBody),
  'POST /api/auth/generateOTP': anyone(GenerateOtpBody),
  'POST /api/v1/verifyOTP': anyone(VerifyOtpBody),
  'POST /api/auth/verifyRecaptchaToken': anyone(RecaptchaBody),
  'POST /api/password/reset': anyone(PasswordResetBody),
  'POST /api/password/create': anyone(PasswordCreateBody),
  'POST /api/auth/login-links': user(LoginLinkBody),
  'GET /api/auth/logout': { body: 'none', caller: 'user', endsSession: true },
  'GET /api/auth/sessions': user('none'),
  'POST /api/auth/sessions/end-others': { body: 'none', caller: 'user', endsSession: true },
  'POST /api/auth/sessions/:id/end': { body: 'none', caller: 'user', endsSession: true },
  'GET /api/v1/students/me': user('none'),
  'POST /api/v1/students/update/:id': user(ProfileUpdateBody),
  'POST /api/v1/students/updatetwo/:id': user(ProfileUpdateTwoBody),
  'POST /api/v1/student/profilephoto/update': user('multipart'),
  'POST /api/v1/tickets': user(TicketBody),
  'GET /api/v1/tickets': user('none'),
  'POST /api/v1/users/error/logs/': anyone(ErrorLogBody),
  'POST /api/v1/clientportal/schedule/': user(ScheduleBody),
  'POST /api/v1/clientportal/coach/profile/': user(CoachProfileBody),
  'POST /api/v1/clientportal/metrics/list/': user(MetricListBody),
  'POST /api/v1/clientportal/metrics/save': user(MetricSaveBody),
  'POST /api/v1/clientportal/metrics/update': user(MetricUpdateBody),
  'POST /api/v1/coachingportal/metrics/share/': user(MetricShareBody),
  'GET /api/v1/currencies': user('none'),
  'POST /api/v1/assessments/company/simple/': user(AssessmentListBody),
  'POST /api/v1/assessments/analysis/:id': user('none'),
  'GET /api/v1/priorities/implementation/:id': user('none'),
  'POST /api/v1/coachingportal/implementation/show/': user(ImplementationShowBody),
  'POST /api/v1/coachingportal/implementation/checked/add/': user(CheckedItemBody),
  'POST /api/v1/coachingportal/implementation/checked/remove/': user(CheckedItemBody),
  'POST /api/v1/training-analytics/': user(AnalyticsBatchBody),
  'POST /api/v1/flashcoaching': user(AnalyticsBatchBody),
  'POST /api/v1/lessons/recording/': user(LessonRecordingBody),
  'POST /api/v1/clientportal/notes/': user(NoteListBody),
  'POST /api/v1/clientportal/store/note/': user(NoteStoreBody),
  'POST /api/v1/clientportal/edit/note/': user(NoteEditBody),
  'POST /api/v1/clientportal/delete/note/': user(NoteDeleteBody),
  'POST /api/v1/clientportal/implementations/add/': user(StepAddBody),
  'POST /api/v1/clientportal/change/action/status': user(StepStatusBody),
  'POST /api/v1/impcoaching/steps/': user(StepListBody),
  'POST /api/v1/actionsteps/access': user(PlanSubjectBody),
  'POST /api/v1/tracker/monthly': user(PlanSubjectBody),
  'POST /api/v1/tasks/client/': user(PlanSubjectBody),
  'POST /api/v1/tasks/status/': user(TaskStatusBody),
  'POST /api/v1/clientportal/commitments/update': user(TaskStatusBody),
  'POST /api/v1/coachingportal/task/share/': user(TaskShareBody),
  'POST /api/v1/impcoaching/task/download/': user(TaskBody),
  'POST /api/v1/coachingportal/commitment/download/': user(TaskBody),
  'POST /api/v1/clientportal/team/members/': user(PlanSubjectBody),
  'POST /api/v1/clientportal/team/add/': user(TeamAddBody),
  'POST /api/v1/clientportal/team/member/assign/': user(TeamAssignBody),
  'POST /api/v1/clientportal/team/task/change/deadline/': user(TaskDeadlineBody),
  'POST /api/v1/clientportal/team/task/get/deadline/': user(TaskBody),
  'POST /api/v1/clientportal/implementations/update/': user(StepUpdateBody),
  'POST /api/v1/clientportal/implementations/delete/': user(PlanItemBody),
  'POST /api/v1/clientportal/implementations/restore/': user(PlanItemBody),
  'POST /api/v1/clientportal/commitments/add/': user(TaskAddBody),
  'POST /api/v1/clientportal/commitments/edit/': user(TaskEditBody),
  'POST /api/v1/clientportal/commitments/delete/': user(PlanItemBody),
  'POST /api/v1/clientportal/commitments/restore/': user(PlanItemBody),
  'GET /api/v1/academy/courses': user('none'),
  'GET /api/v1/academy/courses/:id': user('none'),
  'GET /api/v1/idea-bank/categories': user('none'),
  'GET /api/v1/idea-bank/ideas': user('none'),
  'GET /api/v1/idea-bank/ideas/:slug': user('none'),
  'POST /api/v1/idea-bank/favourites': user(IdeaFavouriteBody),
  'POST /integrations/stripe/create-intent': user(CreateIntentBody),
  'POST /integrations/test-provider/confirm': user(TestConfirmBody),
  'POST /api/v1/users/studentpaid/': user(StudentPaidBody),
  'POST /integrations/stripe/webhook': { body: 'json', caller: 'anyone', signatureHeader: 'stripe-signature' },
  'POST /integrations/test-provider/webhook': { body: 'json', caller: 'anyone', signatureHeader: 'x-test-signature' },
  'GET /gapi': user('none'),
  'POST /gapi': user('json'),
  'GET /api/v1/clientportal/calendar/feed': user('none'),
  'POST /api/v1/clientportal/calendar/feed': user(CalendarFeedBody),
  'POST /api/v1/clientportal/calendar/feed/reset': user(CalendarFeedBody),
  'GET /mail/recipients': user('none'),
  'POST /send/mail': user(MailSendBody),
  'POST /upload/mail': user('multipart'),
  'POST /delete/mail': user(MailIdBody),
  'POST /download/mail': user(MailIdBody),
  'GET /calendar/:file': anyone('none'),
  // Issue 10: resources, testimonials and referrals, the receipt mail.
  'GET /api/v1/companies/files/:id': user('none'),
  'POST /api/v1/companies/newcoachfile/': user('multipart'),
  'POST /api/v1/companies/updatefile/': user(FileUpdateBody),
  'POST /api/v1/companies/deletefile/': user(FileIdBody),
  'POST /api/v1/companies/downloadfile/': user(FileIdBody),
  'POST /api/v1/testimonials/addtestimonial': user(TestimonialBody),
  'POST /api/v1/testimonials/addreferral': user(ReferralBody),
  'POST /api/v1/users/studentemail/': user(StudentEmailBody),
  // Issue 12: the coach's clients. Deactivating ends the client's sessions: fuzzed on a session of its own.
  // Issue 12: what a coach sets for one client (schedule, cards, commitments, files) and the client's activity timeline.
  'GET /api/v1/coach/clients/:id/schedule': user('none'),
  'POST /api/v1/coach/clients/:id/schedule': user(CoachScheduleBody),
  'POST /api/v1/coach/clients/:id/schedule/:entryId': user(CoachScheduleBody),
  'POST /api/v1/coach/clients/:id/schedule/:entryId/delete': user('none'),
  'GET /api/v1/coach/clients/:id/plan': user('none'),
  'POST /api/v1/coach/clients/:id/cards': user(CoachCardBody),
  'POST /api/v1/coach/clients/:id/cards/:cardId': user(CoachCardUpdateBody),
  'POST /api/v1/coach/clients/:id/cards/:cardId/delete': user('none'),
  'POST /api/v1/coach/clients/:id/commitments': user(CoachCommitmentBody),
  'POST /api/v1/coach/clients/:id/commitments/:commitmentId': user(CoachCommitmentBody),
  'POST /api/v1/coach/clients/:id/commitments/:commitmentId/delete': user('none'),
  'GET /api/v1/coach/clients/:id/files': user('none'),
  'POST /api/v1/coach/clients/:id/files': user('multipart'),
  'POST /api/v1/coach/clients/:id/files/:fileId/delete': user('none'),
  'GET /api/v1/coach/clients/:id/flash': user('none'),
  'POST /api/v1/coach/clients/:id/flash/assessments': user(FlashAssessmentBody),
  'POST /api/v1/coach/clients/:id/flash/assessments/:assessmentId/areas': user(FlashAreaBody),
  'POST /api/v1/coach/clients/:id/flash/areas/:areaId': user(FlashAreaBody),
  'POST /api/v1/coach/clients/:id/flash/areas/:areaId/delete': user('none'),
  'POST /api/v1/coach/clients/:id/flash/areas/:areaId/access': user(FlashAccessBody),
  'POST /api/v1/coach/clients/:id/flash/areas/:areaId/lessons': user(FlashLessonBody),
  'POST /api/v1/coach/clients/:id/flash/lessons/:lessonId': user(FlashLessonBody),
  'POST /api/v1/coach/clients/:id/flash/lessons/:lessonId/delete': user('none'),
  'GET /api/v1/coach/clients/:id/timeline': user('none'),
  'GET /api/v1/coach/clients/:id/timeline.csv': user('none'),
  'GET /api/v1/coach/clients': user('none'),
  'GET /api/v1/coach/files': user('none'),
  'GET /api/v1/coach/clients.csv': user('none'),
  'GET /api/v1/coach/clients/:id': user('none'),
  'POST /api/v1/coach/clients/:id/programmes': user(ClientProgrammesBody),
  'POST /api/v1/coach/clients/:id/deactivate': { body: 'none', caller: 'user', endsSession: true },
  'POST /api/v1/coach/clients/:id/reactivate': user('none'),
  // Issue 12, the tenant's side (admins only): the brand and the coaches and admins.
  'GET /api/v1/admin/theme': user('none'),
  'POST /api/v1/admin/theme': user(ThemeSaveBody),
  'POST /api/v1/admin/theme/logo': user('multipart'),
  'POST /api/v1/admin/theme/favicon': user('multipart'),
  'GET /api/v1/admin/staff': user('none'),
  'POST /api/v1/admin/staff': user(StaffCreateBody),
  'POST /api/v1/admin/staff/:id/role': user(StaffRoleBody),
  'POST /api/v1/admin/staff/:id/deactivate': { body: 'none', caller: 'user', endsSession: true },
  'POST /api/v1/admin/staff/:id/reactivate': user('none'),
  // Issue 23: the tenant's settings (admins), and the operator's routes (the DATA_DIR secret only: 404 to anyone else).
  'GET /api/v1/admin/settings': user('none'),
  'PUT /api/v1/admin/settings': user(TenantSettingsBody),
  'GET /operator/v1/tenants': anyone('none'),
  'POST /operator/v1/tenants': anyone(TenantCreateBody),
  'POST /operator/v1/tenants/:id/hosts': anyone(TenantHostsBody),
  'POST /operator/v1/tenants/:id/disable': anyone('none'),
  'POST /operator/v1/tenants/:id/enable': anyone('none'),
  // Issue 12: invitations and coach-answered support tickets.
  'POST /api/v1/coach/clients/invite': user(InviteClientBody),
  'POST /api/v1/coach/clients/:id/invite': user('none'),
  'GET /api/v1/invites/:token': anyone('none'),
  'POST /api/v1/invites/accept': anyone(InviteAcceptBody),
  'GET /api/v1/coach/tickets': user('none'),
  'GET /api/v1/coach/tickets/:id': user('none'),
  'POST /api/v1/coach/tickets/:id/reply': user(TicketReplyBody),
  'POST /api/v1/coach/tickets/:id/status': user(TicketStatusBody),
  'GET /api/v1/tickets/mine': user('none'),
  'POST /api/v1/tickets/:id/reply': user(TicketReplyBody),
  // Issue 12: the coach's programmes.
  'GET /api/v1/coach/groups': user('none'),
  'POST /api/v1/coach/groups': user(CoachGroupBody),
  'GET /api/v1/coach/resource-types': user('none'),
  'GET /api/v1/coach/groups/:id': user('none'),
  'POST /api/v1/coach/groups/:id': user(CoachGroupUpdateBody),
  'POST /api/v1/coach/groups/:id/image': user('multipart'),
  'GET /api/v1/coach/groups/:id/lessons': user('none'),
  'POST /api/v1/coach/groups/:id/lessons': user(CoachLessonBody),
  'POST /api/v1/coach/groups/:id/lessons/order': user(LessonOrderBody),
  'GET /api/v1/coach/groups/:id/lessons/:lessonId': user('none'),
  'POST /api/v1/coach/groups/:id/lessons/:lessonId': user(CoachLessonUpdateBody),
  'POST /api/v1/coach/groups/:id/lessons/:lessonId/delete': user('none'),
  'POST /api/v1/coach/groups/:id/lessons/:lessonId/resources': user(LessonResourcesBody),
  'POST /api/v1/coach/groups/:id/lessons/:lessonId/meetings': user(LessonMeetingBody),
  'POST /api/v1/coach/groups/:id/lessons/:lessonId/meetings/:meetingId': user(LessonMeetingBody),
  'POST /api/v1/coach/groups/:id/lessons/:lessonId/meetings/:meetingId/delete': user('none'),
  'POST /api/v1/coach/groups/:id/lessons/:lessonId/access': user(LessonAccessBody),
  'GET /api/v1/coach/groups/:id/members': user('none'),
  'POST /api/v1/coach/groups/:id/members': user(AddMemberBody),
  'POST /api/v1/coach/groups/:id/members/:userId/payment': user(MemberPaymentBody),
  'POST /api/v1/coach/groups/:id/members/:userId/remove': user('none'),
  'GET /api/v1/coach/groups/:id/candidates': user('none'),
  'GET /api/v1/coach/groups/:id/insight': user('none'),
  'GET /api/v1/coach/groups/:id/insight.csv': user('none'),
  'GET /api/v1/coach/groups/:id/access': user('none'),
  // Issue 12: the tenant's academy and idea-bank content.
  'GET /api/v1/coach/academy/courses': user('none'),
  'POST /api/v1/coach/academy/courses': user(AcademyCourseBody),
  'GET /api/v1/coach/academy/courses/:id': user('none'),
  'POST /api/v1/coach/academy/courses/:id': user(AcademyCourseUpdateBody),
  'POST /api/v1/coach/academy/courses/:id/image': user('multipart'),
  'POST /api/v1/coach/academy/courses/:id/delete': user('none'),
  'POST /api/v1/coach/academy/courses/:id/lessons': user(AcademyLessonBody),
  'POST /api/v1/coach/academy/courses/:id/lessons/order': user(AcademyLessonOrderBody),
  'GET /api/v1/coach/academy/courses/:id/lessons/:lessonId': user('none'),
  'POST /api/v1/coach/academy/courses/:id/lessons/:lessonId': user(AcademyLessonUpdateBody),
  'POST /api/v1/coach/academy/courses/:id/lessons/:lessonId/delete': user('none'),
  'GET /api/v1/coach/idea-bank': user('none'),
  'POST /api/v1/coach/idea-bank/categories': user(IdeaCategoryBody),
  'POST /api/v1/coach/idea-bank/categories/:id': user(IdeaCategoryUpdateBody),
  'POST /api/v1/coach/idea-bank/categories/:id/delete': user('none'),
  'POST /api/v1/coach/idea-bank/ideas': user(IdeaBody),
  'GET /api/v1/coach/idea-bank/ideas/:id': user('none'),
  'POST /api/v1/coach/idea-bank/ideas/:id': user(IdeaUpdateBody),
  'POST /api/v1/coach/idea-bank/ideas/:id/image': user('multipart'),
  'POST /api/v1/coach/idea-bank/ideas/:id/delete': user('none'),
  // Issue 20: sessions with the coach (query strings are fuzzed on the GETs).
  'GET /api/v1/booking/types': user('none'),
  'GET /api/v1/booking/slots': user('none'),
  'GET /api/v1/bookings': user('none'),
  'POST /api/v1/bookings': user(BookingCreateBody),
  'POST /api/v1/bookings/:id/reschedule': user(BookingRescheduleBody),
  'POST /api/v1/bookings/:id/cancel': user(BookingCancelBody),
  'GET /api/v1/coach/availability': user('none'),
  'PUT /api/v1/coach/availability': user(AvailabilityBody),
  'GET /api/v1/coach/session-types': user('none'),
  'POST /api/v1/coach/session-types': user(SessionTypeBody),
  'POST /api/v1/coach/session-types/:id': user(SessionTypeBody),
  'GET /api/v1/coach/agenda': user('none'),
  'GET /api/v1/coach/booking/slots': user('none'),
  'POST /api/v1/coach/bookings': user(CoachBookingBody),
  'POST /api/v1/coach/bookings/:id/reschedule': user(BookingRescheduleBody),
  'POST /api/v1/coach/bookings/:id/cancel': user(BookingCancelBody),
  'POST /api/v1/coach/bookings/:id/attendance': user(AttendanceBody),
  'GET /api/v1/notifications': user('none'),
  'POST /api/v1/notifications/read': user(NotificationsReadBody),
  'GET /api/v1/notifications/preferences': user('none'),
  'PUT /api/v1/notifications/preferences': user(NotificationPreferences),
  'GET /api/v1/notifications/unsubscribe': anyone('none'),
  'POST /api/v1/notifications/unsubscribe': anyone('none'),
  'GET /files/*': anyone('none'),
  'GET /themes/:tenantId/:file': anyone('none'),
  'GET /brand/:tenantId/logo.png': anyone('none'),
  'GET /meta.json': anyone('none'),
  'GET /api/v1/events': { body: 'none', caller: 'user', stream: true },
  'GET /healthz': anyone('none'),
  'GET /readyz': anyone('none'),
  'GET /app-config.json': anyone('none'),
  'GET /dev/mail': anyone('none'),
  'GET /dev/mail.json': anyone('none'),
  'GET /dev/mail/:id/invite.ics': anyone('none'),
  // The built SPA's files (the fuzz app is given a web folder holding just these two pages).
  'GET /index.html': anyone('none'),
  'GET /app.html': anyone('none'),
};

/** The entry of a registered route; HEAD is answered by the GET handler, so it shares its entry. */
export const entryKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
