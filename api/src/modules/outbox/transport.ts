import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One email as the transport receives it: everything final, including the headers. */
export interface OutgoingEmail {
  /** The outbox row id. */
  id: number;
  /** The row's idempotency key; the Message-ID is derived from it, so a resend is the same message. */
  idempotencyKey: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Where email goes: SMTP when SMTP_URL is set, else .eml files a developer (or the admin mailbox) reads. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

/** `<hash-of-key@domain-of-from>`: stable per idempotency key, so receivers can drop a resent duplicate. */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'prohive.example';
  const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${hash}@${domain}>`;
}

function mailOptions(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: email.messageId,
    headers: { ...email.headers, 'X-Prohive-Idempotency-Key': email.idempotencyKey },
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (email) => {
      await transporter.sendMail(mailOptions(email));
    },
    close: async () => transporter.close(),
  };
}

/** Where the file transport writes: DATA_DIR/mail. */
export function mailDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

export function emlFileName(email: Pick<OutgoingEmail, 'id' | 'idempotencyKey'>): string {
  const hash = createHash('sha256').update(email.idempotencyKey).digest('hex').slice(0, 12);
  return `${String(email.id).padStart(8, '0')}-${hash}.eml`;
}

/**
 * RFC 5322 files (multipart/alternative, text and HTML) built by nodemailer's stream transport. The file name
 * comes from the row, so a resend after a crash rewrites the same file rather than adding a second one; the
 * write goes through a temporary name so a reader never sees half a message.
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    send: async (email) => {
      const info = await composer.sendMail(mailOptions(email));
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, emlFileName(email));
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, target);
    },
    close: async () => undefined,
  };
}
