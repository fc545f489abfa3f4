import { IDLE_TIMEOUT_MS, OTP_LENGTH, PASSWORD_RESET_TTL_S } from '@portal/contract';

const idleMinutes = IDLE_TIMEOUT_MS / 60_000;
const resetMinutes = PASSWORD_RESET_TTL_S / 60;

const FAQ: { q: string; a: string }[] = [
  {
    q: 'Why do I need a one-time code to sign in?',
    a: `After your password we email you a ${OTP_LENGTH}-digit code, so that only someone who can read your email can sign in. If it does not arrive, check your spam folder; you can ask for a new code once the countdown ends. Ticking "Remember me" skips the code on that device next time.`,
  },
  {
    q: 'I forgot my password. What now?',
    a: `Choose "Forgot password?" on the sign-in page and enter your email. We send you a link to set a new password; it works once and expires after ${resetMinutes} minutes.`,
  },
  {
    q: 'Why are my session times shown in a different time zone?',
    a: 'Times are shown in the time zone saved in your profile, or in your browser\'s zone when none is saved. Change it under My Profile → Personal details.',
  },
  {
    q: 'How do I join a coaching session?',
    a: 'Open My Schedule. Upcoming sessions with an online meeting have a "Join meeting" button, which opens the meeting in a new tab.',
  },
  {
    q: 'How do I reach my coach?',
    a: "My Coach's Profile lists your coach's email, phone and booking link.",
  },
  {
    q: 'I was signed out. Why?',
    a: `For your security you are signed out after ${idleMinutes} minutes without activity, and when your session expires. Sign in again to continue.`,
  },
];

/** Frequently asked questions, each opened on demand. */
export function Faq() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently asked questions</h2>
      <div className="faq">
        {FAQ.map(({ q, a }) => (
          <details key={q} className="faq__item">
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
