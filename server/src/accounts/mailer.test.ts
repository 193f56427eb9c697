import { describe, expect, it } from 'vitest';
import { createMailer, type MailTransport, Outbox } from './mailer.ts';

function recordingTransport() {
  const sent: Parameters<MailTransport['sendMail']>[0][] = [];
  let closed = false;
  const transport: MailTransport = {
    sendMail: async (options) => {
      sent.push(options);
    },
    close: () => {
      closed = true;
    },
  };
  return { transport, sent, isClosed: () => closed };
}

function recordingLog() {
  const lines: { details: object; message: string }[] = [];
  return { lines, log: { info: (details: object, message: string) => lines.push({ details, message }) } };
}

const message = { to: 'ada@example.com', subject: 'Your code', text: 'Your code is 123456.' };

describe('mailer', () => {
  it('without SMTP keeps the message in the outbox and logs that it did, never the code in it', async () => {
    const outbox = new Outbox();
    const { lines, log } = recordingLog();
    await createMailer({ transport: undefined, from: 'Vela <no-reply@vela.local>', outbox, log }).send({
      ...message,
      subject: 'Your code: 123456',
    });
    expect(outbox.to('ada@example.com')).toMatchObject([{ ...message, subject: 'Your code: 123456' }]);
    expect(lines[0]?.message).toContain('no SMTP_URL');
    expect(JSON.stringify(lines)).not.toContain('123456');
  });

  it('with SMTP sends e-mail through the transport from MAIL_FROM, and keeps nothing', async () => {
    const outbox = new Outbox();
    const { transport, sent, isClosed } = recordingTransport();
    const mailer = createMailer({ transport, from: 'Vela <no-reply@vela.example>', outbox, log: recordingLog().log });
    await mailer.send(message);
    expect(sent).toEqual([{ from: 'Vela <no-reply@vela.example>', ...message }]);
    expect(outbox.to('ada@example.com')).toEqual([]);
    mailer.close();
    expect(isClosed()).toBe(true);
  });

  it('with SMTP still keeps messages to phone numbers in the outbox: there is no SMS gateway', async () => {
    const outbox = new Outbox();
    const { transport, sent } = recordingTransport();
    const { lines, log } = recordingLog();
    await createMailer({ transport, from: 'x@y.z', outbox, log }).send({ ...message, to: '+14155550123' });
    expect(sent).toEqual([]);
    expect(outbox.to('+14155550123')).toHaveLength(1);
    expect(lines[0]?.message).toContain('no SMS gateway');
  });
});

describe('Outbox', () => {
  it('lists one recipient newest first and forgets the oldest beyond its capacity', () => {
    const outbox = new Outbox(3);
    for (const n of [1, 2, 3, 4]) outbox.add({ to: n % 2 ? 'odd@x.io' : 'even@x.io', subject: `s${n}`, text: '' });
    expect(outbox.to('odd@x.io').map((m) => m.subject)).toEqual(['s3']);
    expect(outbox.to('even@x.io').map((m) => m.subject)).toEqual(['s4', 's2']);
  });
});
