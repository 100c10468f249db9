import { generate } from 'otplib';

const PERIOD_S = 30;

/**
 * A TOTP code the server has not taken yet. The server takes each 30-second step once and accepts one step either
 * side of its clock (server/modules/accounts/two-factor-codes.ts), so when this step's code is spent the next
 * step's is used at once instead of waiting up to 30 s for it (e2e time); only when that one is spent
 * too does this wait for the clock. `used` remembers the steps taken, per secret.
 */
export async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD_S);
    const taken = [...used].map(Number).filter(Number.isFinite);
    const step = Math.max(now, ...taken.map((s) => s + 1));
    if (step <= now + 1) {
      used.add(String(step));
      // A second into the step, so the code is the step's whatever rounding the library does.
      return generate({ secret, epoch: step * PERIOD_S + 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
