// A real SMTP server for tests, without a test runner's hooks (also for Playwright's specs); smtp.ts adds them.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { parsed: ParsedMail; raw: string; rcptTo: string[]; mailFrom: string };

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives; it can be stopped and started again. */
export function createTestSmtp(port: number) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  // While held, a mail's data is read but not answered: the sender waits, as on a slow mail server.
  let held: { release: Promise<void>; arrived: () => void; count: number; only?: (rcptTo: string[]) => boolean } | undefined;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server = new SMTPServer({
        secure: false,
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        // The site keeps a pool of SMTP connections open (lib/mail.server.ts): stop() closes them instead of waiting 30 s.
        closeTimeout: 200,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", async () => {
            if (held && (!held.only || held.only(session.envelope.rcptTo.map((r) => r.address)))) {
              held.count++;
              held.arrived();
              await held.release;
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            simpleParser(raw)
              .then((parsed) => {
                received.push({
                  parsed,
                  raw,
                  rcptTo: session.envelope.rcptTo.map((r) => r.address),
                  mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                });
                callback();
              })
              .catch(callback);
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
    },
    /**
     * Holds every mail (or those whose recipients `only` picks) until `release()`; `arrived` settles when the first
     * held mail's data is in, `count()` says how many are held. A held mail is kept (received) when released, also
     * when its sender has gone in the meantime.
     */
    hold(only?: (rcptTo: string[]) => boolean): { arrived: Promise<void>; release: () => void; count: () => number } {
      let release!: () => void;
      let arrived!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      const state = { release: gate, arrived, count: 0, only };
      held = state;
      return {
        count: () => state.count,
        arrived: arrival,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    async stop() {
      if (!server) return;
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    },
  };
}
