import { describe, expect, it } from 'vitest';
import { automaticReason, type MailHeader } from '../../../src/worker/mail/automatic-mail.ts';

const reason = (headers: Record<string, string>, subject = 'Re: Your move', envelope = 'ann@example.com') =>
  automaticReason(
    Object.entries(headers).map(([key, value]): MailHeader => ({ key, value })),
    subject,
    'ann@example.com',
    envelope,
  );

describe('automatic mail', () => {
  it.each([
    [{ 'auto-submitted': 'auto-replied' }, /Auto-Submitted/],
    [{ 'auto-submitted': 'auto-generated; type=vacation' }, /Auto-Submitted/],
    [{ 'x-auto-response-suppress': 'All' }, /X-Auto-Response-Suppress/],
    [{ precedence: 'bulk' }, /Precedence/],
    [{ precedence: 'junk' }, /Precedence/],
    [{ precedence: 'list' }, /Precedence/],
    [{ 'list-id': '<club.example.com>' }, /List-Id/],
    [{ 'x-autoreply': 'yes' }, /x-autoreply/],
    [{ 'content-type': 'multipart/report; report-type=delivery-status; boundary="x"' }, /delivery-status/],
    [{ 'content-type': 'multipart/report; report-type="disposition-notification"' }, /disposition-notification/],
  ])('is known by %j', (headers, why) => {
    expect(reason(headers)).toMatch(why);
  });

  it.each(['', '<>', '  '])('is known by the envelope sender %j', (envelope) => {
    expect(reason({}, 'Re: Your move', envelope)).toMatch(/empty envelope sender/);
  });

  it.each([
    'Automatic reply: Your move',
    'Auto-Reply: Your move',
    'Out of Office: Your move',
    'Out of office',
    'Abwesenheitsnotiz: Your move',
    'Automatische Antwort: Your move',
    'Réponse automatique : Your move',
    'Respuesta automática: Your move',
    'Resposta automática: Your move',
    'Risposta automatica: Your move',
    'Automatisch antwoord: Your move',
    'Odpowiedź automatyczna: Your move',
    'Automatiskt svar: Your move',
    'Automatisk svar: Your move',
    'Automaattinen vastaus: Your move',
    'Automatická odpověď: Your move',
    'Автоматический ответ: Your move',
    'Автоматична відповідь: Your move',
    'Otomatik yanıt: Your move',
    '自動応答: Your move',
    '自动回复: Your move',
    '자동 회신: Your move',
    'رد تلقائي: Your move',
    'מענה אוטומטי: Your move',
    'Undeliverable: Your move',
    'Read: Your move',
    '[EXTERNAL] Automatic reply: Your move',
  ])('is known by its subject %j', (subject) => {
    expect(reason({}, subject)).toMatch(/subject/);
  });

  it.each([
    [{ 'auto-submitted': 'no' }, 'Re: Your move'],
    [{}, 'Re: Automatic reply: Your move'],
    [{}, 'Re: Your move in Adomoc against Bob'],
    [{}, 'AW: Your move'],
  ])('is not what a person sends: %j %j', (headers, subject) => {
    expect(reason(headers, subject)).toBeNull();
  });
});
