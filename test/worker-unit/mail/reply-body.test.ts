import { describe, expect, it } from 'vitest';
import { ownText } from '../../../src/worker/mail/reply-body.ts';
import { htmlToText } from '../../../src/worker/mail/html-text.ts';

const QUOTE = ['> Your move in round 1', '>', '> Fa3a4'];
const ORIGINAL = ['Your move in round 1', '', 'Fa3a4'];

/** Attribution lines as the clients write them, in their interface languages. */
const ATTRIBUTIONS: readonly [string, string][] = [
  ['en Gmail', 'On Tue, Nov 24, 2026 at 6:00 PM Orrery <games@orrery.test> wrote:'],
  ['en Apple', 'On 24 Nov 2026, at 18:00, Orrery <games@orrery.test> wrote:'],
  ['en Thunderbird', 'On 24/11/2026 18:00, Orrery wrote:'],
  ['de Gmail', 'Am Di., 24. Nov. 2026 um 18:00 Uhr schrieb Orrery <games@orrery.test>:'],
  ['de Apple', 'Am 24.11.2026 um 18:00 schrieb Orrery <games@orrery.test>:'],
  ['fr', 'Le mar. 24 nov. 2026 à 18:00, Orrery <games@orrery.test> a écrit :'],
  ['es', 'El mar, 24 nov 2026 a las 18:00, Orrery (<games@orrery.test>) escribió:'],
  ['pt-BR', 'Em ter., 24 de nov. de 2026 às 18:00, Orrery <games@orrery.test> escreveu:'],
  ['pt-PT', 'Orrery <games@orrery.test> escreveu (terça, 24/11/2026 à(s) 18:00):'],
  ['it', 'Il giorno mar 24 nov 2026 alle ore 18:00 Orrery <games@orrery.test> ha scritto:'],
  ['nl', 'Op di 24 nov 2026 om 19:00 schreef Orrery <games@orrery.test>:'],
  ['pl', 'wt., 24 lis 2026 o 18:00 Orrery <games@orrery.test> napisał(a):'],
  ['pl Thunderbird', 'W dniu 24.11.2026 o 18:00, Orrery pisze:'],
  ['sv', 'Den tis 24 nov. 2026 kl 18:00 skrev Orrery <games@orrery.test>:'],
  ['da', 'Den tir. 24. nov. 2026 kl. 18.00 skrev Orrery <games@orrery.test>:'],
  ['no', 'tir. 24. nov. 2026 kl. 18:00 skrev Orrery <games@orrery.test>:'],
  ['fi', 'ti 24. marrask. 2026 klo 18.00 Orrery (<games@orrery.test>) kirjoitti:'],
  ['cs', 'út 24. 11. 2026 v 18:00 odesílatel Orrery <games@orrery.test> napsal:'],
  ['ru Gmail (no verb)', 'вт, 24 нояб. 2026 г. в 18:00, Orrery <games@orrery.test>:'],
  ['ru Apple', '24 нояб. 2026 г., в 18:00, Orrery <games@orrery.test> написал(а):'],
  ['uk', 'вт, 24 лист. 2026 р. о 18:00 Orrery <games@orrery.test> пише:'],
  ['tr', 'Orrery <games@orrery.test>, 24 Kas 2026 Sal, 18:00 tarihinde şunu yazdı:'],
  ['ja Gmail (no verb)', '2026年11月24日(火) 18:00 Orrery <games@orrery.test>:'],
  ['ja Apple', '2026/11/24 18:00、Orrery <games@orrery.test>のメール:'],
  ['zh-CN', 'Orrery <games@orrery.test> 于2026年11月24日周二 18:00写道：'],
  ['zh-TW', 'Orrery <games@orrery.test> 於 2026年11月24日 週二 下午6:00 寫道：'],
  ['ko', '2026년 11월 24일 (화) 오후 6:00, Orrery <games@orrery.test>님이 작성:'],
  [
    'ar',
    '\u202bفي الثلاثاء، 24 نوفمبر 2026 في 6:00 م، كتب \u202aOrrery\u202c\u200f <\u202agames@orrery.test\u202c\u200f>:\u202c',
  ],
  [
    'he',
    '\u202bבתאריך יום ג׳, 24 בנוב׳ 2026 ב-18:00 מאת \u202aOrrery\u202c\u200f <\u202agames@orrery.test\u202c\u200f>:\u202c',
  ],
  ['hu', 'Orrery <games@orrery.test> ezt írta (időpont: 2026. nov. 24., K, 18:00):'],
  ['ro', 'În mar., 24 nov. 2026 la 18:00, Orrery <games@orrery.test> a scris:'],
  ['el', 'Στις Τρί 24 Νοε 2026 στις 18:00, ο/η Orrery <games@orrery.test> έγραψε:'],
];

/** Outlook's header block fields (From, Sent, To, Subject) by language. */
const HEADER_BLOCKS: readonly [string, readonly string[]][] = [
  [
    'en',
    ['From: Orrery <games@orrery.test>', 'Sent: Tuesday, November 24, 2026 6:00 PM', 'To: Ann', 'Subject: Your move'],
  ],
  [
    'de',
    ['Von: Orrery <games@orrery.test>', 'Gesendet: Dienstag, 24. November 2026 18:00', 'An: Ann', 'Betreff: Your move'],
  ],
  ['fr', ['De : Orrery <games@orrery.test>', 'Envoyé : mardi 24 novembre 2026 18:00', 'À : Ann', 'Objet : Your move']],
  ['es', ['De: Orrery', 'Enviado el: martes, 24 de noviembre de 2026 18:00', 'Para: Ann', 'Asunto: Your move']],
  ['it', ['Da: Orrery', 'Inviato: martedì 24 novembre 2026 18:00', 'A: Ann', 'Oggetto: Your move']],
  ['nl', ['Van: Orrery', 'Verzonden: dinsdag 24 november 2026 18:00', 'Aan: Ann', 'Onderwerp: Your move']],
  ['pl', ['Od: Orrery', 'Wysłano: wtorek, 24 listopada 2026 18:00', 'Do: Ann', 'Temat: Your move']],
  ['sv', ['Från: Orrery', 'Skickat: den 24 november 2026 18:00', 'Till: Ann', 'Ämne: Your move']],
  ['da', ['Fra: Orrery', 'Sendt: 24. november 2026 18:00', 'Til: Ann', 'Emne: Your move']],
  [
    'fi',
    ['Lähettäjä: Orrery', 'Lähetetty: tiistai 24. marraskuuta 2026 18.00', 'Vastaanottaja: Ann', 'Aihe: Your move'],
  ],
  ['cs', ['Od: Orrery', 'Odesláno: úterý 24. listopadu 2026 18:00', 'Komu: Ann', 'Předmět: Your move']],
  ['ru', ['От: Orrery', 'Отправлено: 24 ноября 2026 г. 18:00', 'Кому: Ann', 'Тема: Your move']],
  ['uk', ['Від: Orrery', 'Надіслано: 24 листопада 2026 р. 18:00', 'Кому: Ann', 'Тема: Your move']],
  ['tr', ['Kimden: Orrery', 'Gönderildi: 24 Kasım 2026 Salı 18:00', 'Kime: Ann', 'Konu: Your move']],
  ['ja', ['差出人: Orrery', '送信日時: 2026年11月24日 18:00', '宛先: Ann', '件名: Your move']],
  ['zh', ['发件人: Orrery', '发送时间: 2026年11月24日 18:00', '收件人: Ann', '主题: Your move']],
  ['ko', ['보낸 사람: Orrery', '보낸 날짜: 2026년 11월 24일 화요일 오후 6:00', '받는 사람: Ann', '제목: Your move']],
  ['ar', ['من: Orrery', 'تاريخ الإرسال: الثلاثاء، 24 نوفمبر 2026 6:00 م', 'إلى: Ann', 'الموضوع: Your move']],
  ['he', ['מאת: Orrery', 'נשלח: יום שלישי 24 נובמבר 2026 18:00', 'אל: Ann', 'נושא: Your move']],
  [
    'bold (Outlook for Mac)',
    ['*From:* Orrery', '*Date:* Tuesday, 24 November 2026 at 18:00', '*To:* Ann', '*Subject:* Your move'],
  ],
];

const SEPARATORS = [
  '-----Original Message-----',
  '-----Ursprüngliche Nachricht-----',
  "-----Message d'origine-----",
  '-----Mensaje original-----',
  '-------- Original message --------',
  '-------- Messaggio originale --------',
  '---------- Forwarded message ---------',
  '---------- Message transféré ---------',
  '-------- Исходное сообщение --------',
  '-------- 原始邮件 --------',
  'Begin forwarded message:',
  '________________________________',
];

const FOOTERS = [
  'Sent from my iPhone',
  'Sent from my Galaxy',
  'Sent from Yahoo Mail on Android',
  'Sent with Proton Mail secure email.',
  'Get Outlook for Android',
  'Von meinem iPhone gesendet',
  'Gesendet von meinem iPad',
  'Envoyé de mon iPhone',
  'Enviado desde mi iPhone',
  'Enviado do meu iPhone',
  'Inviato da iPhone',
  'Verzonden vanaf mijn iPhone',
  'Wysłane z iPhone’a',
  'Skickat från min iPhone',
  'Sendt fra min iPhone',
  'Lähetetty iPhonesta',
  'Odesláno z iPhonu',
  'Отправлено с iPhone',
  'Надіслано з iPhone',
  'iPhone’umdan gönderildi',
  'iPhoneから送信',
  '发自我的iPhone',
  'iPhone에서 보냄',
  'أرسلت من الـ iPhone',
  'נשלח מה-iPhone שלי',
  '-- ',
];

describe('the sender’s own text', () => {
  it.each(ATTRIBUTIONS)('stops at an attribution (%s), the message kept', (_language, attribution) => {
    expect(ownText(['Fa3a5', 'Good luck', '', attribution, ...QUOTE].join('\r\n'))).toEqual(['Fa3a5', 'Good luck']);
  });

  it.each(ATTRIBUTIONS)('reads below the quote when nothing is above it (%s)', (_language, attribution) => {
    expect(ownText(['', attribution, ...QUOTE, '', 'Fa3a5', '', '-- ', 'Ann'].join('\n'))).toEqual(['Fa3a5']);
  });

  it('takes an attribution wrapped over lines, but never the line above it', () => {
    const wrapped = ['Fa3a5', 'On Tue, Nov 24, 2026 at 6:00 PM Orrery <', 'move+x@orrery.test> wrote:', ...QUOTE];
    expect(ownText(wrapped.join('\n'))).toEqual(['Fa3a5']);
  });

  it.each(HEADER_BLOCKS)('stops at Outlook’s header block (%s), and never reads the unquoted original', (_l, block) => {
    expect(ownText(['Fa3a5', '', ...block, '', ...ORIGINAL].join('\n'))).toEqual(['Fa3a5']);
    expect(ownText(['', ...block, '', ...ORIGINAL].join('\n'))).toBeNull();
  });

  it.each(SEPARATORS)('stops at %j for good', (separator) => {
    expect(ownText(['Fa3a5', separator, ...ORIGINAL].join('\n'))).toEqual(['Fa3a5']);
    expect(ownText(['', separator, ...ORIGINAL].join('\n'))).toBeNull();
  });

  it.each(FOOTERS)('stops at the footer %j', (footer) => {
    expect(ownText(['Fa3a5', 'See you', '', footer, '', ...QUOTE].join('\n'))).toEqual(['Fa3a5', 'See you']);
  });

  it('reads none of an original that an attribution introduces without quoting it (Yahoo’s plain part)', () => {
    const yahoo = [
      '',
      'On Tuesday, 24 November 2026, 18:00:00 CET, Orrery <games@orrery.test> wrote:',
      '',
      ...ORIGINAL,
    ];
    expect(ownText(yahoo.join('\n'))).toBeNull();
  });

  it('keeps lines that only look like the patterns', () => {
    const own = ['Fa3a5', 'From: the opening book, this is the main line', 'To: be honest I am not sure'];
    expect(ownText(own.join('\n'))).toEqual(own);
  });
});

describe('HTML replies', () => {
  it('turn quotes into a `>` line and Outlook’s header block into its separator', () => {
    const outlook =
      '<div class="WordSection1"><p class="MsoNormal">Fa3a5</p><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p><b>Von:</b> Orrery</p></div><p>Fa3a4</p></div>';
    expect(ownText(htmlToText(outlook))).toEqual(['Fa3a5']);
    const owa =
      '<div>Fa3a5</div><hr tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Orrery</div><div>Fa3a4</div>';
    expect(ownText(htmlToText(owa))).toEqual(['Fa3a5']);
    const bottom =
      '<!DOCTYPE html><div class="moz-cite-prefix">On 24/11/2026, Orrery wrote:</div><blockquote type="cite"><p>Fa3a4</p></blockquote><p>Fa3a5</p>';
    expect(htmlToText(bottom).split('\n').filter(Boolean)).toEqual(['On 24/11/2026, Orrery wrote:', '>', 'Fa3a5']);
    expect(ownText(htmlToText(bottom))).toEqual(['Fa3a5']);
  });
});
