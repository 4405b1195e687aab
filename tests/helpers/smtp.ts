import { afterAll, beforeAll } from "vitest";
import { closeMailTransport } from "~/lib/mail.server";
import { freePort } from "./free-port";
import { createTestSmtp } from "./smtp-server";

export { createTestSmtp, type ReceivedMail } from "./smtp-server";

/**
 * A test SMTP server for the tests around the call (a file or a describe): started before them with SMTP_URL pointing
 * at it, stopped after them with the environment as it was. Answers the server (once started).
 */
export function withTestSmtp(): () => ReturnType<typeof createTestSmtp> {
  const saved = { ...process.env };
  let smtp: ReturnType<typeof createTestSmtp> | undefined;
  beforeAll(async () => {
    smtp = createTestSmtp(await freePort());
    await smtp.start();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    closeMailTransport();
    await smtp?.stop();
    process.env = { ...saved };
  });
  return () => smtp!;
}
