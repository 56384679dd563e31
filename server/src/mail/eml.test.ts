import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, parseEml } from './eml.js';

describe('eml reader', () => {
  it('reads what nodemailer writes: headers, quoted-printable text part with long links', async () => {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const link = `https://inkwell.example/auth/callback?token_hash=${'x'.repeat(60)}&type=signup`;
    const info = await composer.sendMail({
      from: 'Inkwell <no-reply@inkwell.local>',
      to: 'ana@example.com',
      subject: 'Confirm — ✓',
      text: `Héllo\n\nConfirm:\n${link}\n`,
      html: `<p><a href="${link}">Confirm</a></p>`,
      textEncoding: 'quoted-printable',
    });
    const mail = parseEml((info.message as Buffer).toString('utf8'));
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Confirm — ✓');
    expect(mail.text).toBe(`Héllo\n\nConfirm:\n${link}`);
  });

  it('decodes quoted-printable soft breaks and escapes', () => {
    expect(decodeQuotedPrintable('a=3Db=\nc =C3=A9')).toBe('a=bc é');
  });
});
