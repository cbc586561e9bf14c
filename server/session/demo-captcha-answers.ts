// Demo mode only: the answers of the most recent captchas, kept in memory so a tester on this machine can read
// one (GET /dev/captcha/:id), the way the outbox gives out sms codes. Never kept outside demo mode.
const KEEP = 200;

export class DemoCaptchaAnswers {
  private readonly answers = new Map<string, string>();

  remember(captchaId: string, answer: string): void {
    this.answers.set(captchaId, answer);
    if (this.answers.size > KEEP) this.answers.delete(this.answers.keys().next().value!);
  }

  answerOf(captchaId: string): string | null {
    return this.answers.get(captchaId) ?? null;
  }
}
