import { generate } from 'otplib';

/** A TOTP code not used yet: the server takes each 30-second code once, so a used one means waiting for the next. */
export async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = await generate({ secret });
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
