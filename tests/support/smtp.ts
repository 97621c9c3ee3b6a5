// A real SMTP server for the tests (the smtp-server package) on a loopback port, that can be
// stopped and started again on the same port, as a mail server's outage would. It keeps every
// message it accepted and, like a mailbox that threads by it, counts them by Message-ID: a copy
// with a Message-ID it has seen is a duplicate the dealer never sees twice. It refuses mail to refuse@….
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  raw: string;
}

export interface TestSmtp {
  url: () => string;
  /** Every accepted message, duplicates included, in order. */
  received: ReceivedMail[];
  /** Accepted copies per Message-ID. */
  copies: () => Map<string, number>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function testSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    url: () => `smtp://127.0.0.1:${port}`,
    received,
    copies() {
      const counts = new Map<string, number>();
      for (const m of received) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
      return counts;
    },
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS', 'AUTH'],
          logger: false,
          // A recipient named refuse@… is refused (550), as a server refuses one message while it is up.
          onRcptTo(address, _session, done) {
            done(address.address.startsWith('refuse@') ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
          },
          onData(stream, _session, done) {
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('end', () => {
              const raw = Buffer.concat(chunks).toString('utf8');
              received.push({ messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '', raw });
              done();
            });
          },
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
  };
}
