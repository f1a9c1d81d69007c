/**
 * Mail no person wrote: out-of-office and other automatic replies, delivery reports
 * (bounces), read receipts and list mail. It is never played and never answered, since
 * answering an automatic reply is how mail loops start (RFC 3834). Each test gives the
 * reason the game's mail log shows.
 */

export interface MailHeader {
  readonly key: string;
  readonly value: string;
}

/**
 * Subjects automatic replies start with, in the languages of the big clients (Exchange's
 * and Outlook's "Automatic reply:", Gmail's vacation responder, Apple's and the phones'),
 * and those of reports (undeliverable mail, read receipts).
 */
const AUTOMATIC_SUBJECTS = [
  'automatic reply',
  'auto reply',
  'auto-reply',
  'autoreply',
  'auto response',
  'auto-response',
  'automatic response',
  'out of office',
  'out of the office',
  'away from the office',
  'vacation reply',
  'undeliverable',
  'undelivered mail',
  'delivery status notification',
  'delivery failure',
  'mail delivery failed',
  'returned mail',
  'read',
  'read receipt',
  'not read',
  // German
  'automatische antwort',
  'abwesenheitsnotiz',
  'abwesend',
  'unzustellbar',
  'gelesen',
  // French
  'réponse automatique',
  'absence du bureau',
  'absent du bureau',
  'absent',
  'non remis',
  'lu',
  // Spanish, Portuguese
  'respuesta automática',
  'fuera de la oficina',
  'no entregado',
  'leído',
  'resposta automática',
  'ausente do escritório',
  'fora do escritório',
  'não entregue',
  'lido',
  // Italian
  'risposta automatica',
  'fuori sede',
  'fuori ufficio',
  'non recapitabile',
  'letto',
  // Dutch
  'automatisch antwoord',
  'afwezig',
  'onbestelbaar',
  'gelezen',
  // Polish
  'odpowiedź automatyczna',
  'automatyczna odpowiedź',
  'poza biurem',
  'przeczytane',
  'przeczytano',
  // Swedish, Danish, Norwegian, Finnish
  'automatiskt svar',
  'frånvaro',
  'inte på kontoret',
  'läst',
  'automatisk svar',
  'autosvar',
  'fraværende',
  'ikke på kontoret',
  'ikke til stede',
  'læst',
  'lest',
  'automaattinen vastaus',
  'poissa toimistolta',
  'lomalla',
  'luettu',
  // Czech
  'automatická odpověď',
  'mimo kancelář',
  'přečteno',
  // Russian, Ukrainian
  'автоматический ответ',
  'автоответ',
  'нет на месте',
  'вне офиса',
  'прочитано',
  'автоматична відповідь',
  'автовідповідь',
  'не в офісі',
  'прочитано',
  // Turkish
  'otomatik yanıt',
  'otomatik cevap',
  'ofis dışında',
  'okundu',
  // Japanese, Chinese, Korean
  '自動応答',
  '自動返信',
  '不在',
  '開封済み',
  '自动回复',
  '自動回覆',
  '外出',
  '已读',
  '已讀',
  '자동 회신',
  '자동 응답',
  '부재중',
  '읽음',
  // Arabic, Hebrew
  'رد تلقائي',
  'خارج المكتب',
  'مقروءة',
  'מענה אוטומטי',
  'תשובה אוטומטית',
  'מחוץ למשרד',
  'נקרא',
  // Hungarian, Romanian, Greek
  'automatikus válasz',
  'házon kívül',
  'răspuns automat',
  'în afara biroului',
  'αυτόματη απάντηση',
  'εκτός γραφείου',
];

const SUBJECT = new RegExp(
  `^\\s*(\\[[^\\]]{0,40}\\]\\s*)?(${AUTOMATIC_SUBJECTS.join('|')})\\s*(\\(.{0,40}\\)\\s*)?[:：]`,
  'iu',
);
/** Subjects that say so without a colon: "Out of Office", "I am out of the office until …". */
const SUBJECT_PHRASE = /^\s*(out of (the )?office|automatic reply|auto(matic)?[- ]?reply|abwesenheitsnotiz)\b/iu;

/** Local parts that only machines send from. */
const MACHINE_SENDERS = /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply)@/i;

/** Why this mail is automatic, or null when a person wrote it. */
export const automaticReason = (
  headers: readonly MailHeader[],
  subject: string,
  from: string | null,
  envelopeFrom: string,
): string | null => {
  const header = (key: string) =>
    headers
      .find((each) => each.key === key)
      ?.value.trim()
      .toLowerCase();
  const envelope = envelopeFrom.trim();
  if (envelope === '' || envelope === '<>') return 'an empty envelope sender (a bounce or another report)';
  const type = header('content-type') ?? '';
  if (/^multipart\/report\b/.test(type)) {
    const report = /report-type\s*=\s*"?([a-z-]+)/.exec(type)?.[1] ?? 'report';
    return `a report (multipart/report; report-type=${report})`;
  }
  const submitted = header('auto-submitted');
  if (submitted !== undefined && !/^no\b/.test(submitted)) return `Auto-Submitted: ${submitted.slice(0, 40)}`;
  if (header('x-auto-response-suppress') !== undefined) return 'X-Auto-Response-Suppress (sent by an automatic reply)';
  const precedence = header('precedence');
  if (precedence && /^(bulk|junk|list|auto_reply)$/.test(precedence)) return `Precedence: ${precedence}`;
  if (header('list-id') !== undefined) return 'List-Id (mailing-list mail)';
  for (const key of ['x-autoreply', 'x-autorespond', 'x-autoresponder', 'x-autoreply-from', 'x-mail-autoreply'])
    if (header(key) !== undefined) return `${key} (an automatic reply)`;
  if (from && MACHINE_SENDERS.test(from)) return `sent from ${from.slice(0, from.indexOf('@'))}, a machine's address`;
  if (SUBJECT.test(subject) || SUBJECT_PHRASE.test(subject))
    return `the subject of an automatic reply or report ("${subject.slice(0, 60)}")`;
  return null;
};

/** Whether a MIME part of the mail is a report (a bounce's delivery status, a read receipt's disposition). */
export const isReportPart = (mimeType: string): boolean =>
  /^message\/(delivery-status|disposition-notification|global-delivery-status|global-disposition-notification)$/i.test(
    mimeType,
  );
