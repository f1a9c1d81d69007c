/**
 * The parts of a letter around what a reply says: a greeting above it ("Hi Marta,") and a
 * sign-off below it ("Best,", "Ann"), in the languages mail clients ship; and what is
 * forgiven around a move or a word (a trailing full stop, quotes, asterisks). A message
 * to the opponent is the reply's own text without these (reply-letter.ts).
 */

const GREETINGS = [
  'hi',
  'hello',
  'hey',
  'hiya',
  'dear',
  'good morning',
  'good afternoon',
  'good evening',
  'greetings',
  'hallo',
  'moin',
  'servus',
  'liebe',
  'lieber',
  'guten tag',
  'guten morgen',
  'bonjour',
  'bonsoir',
  'salut',
  'cher',
  'chère',
  'coucou',
  'hola',
  'buenos días',
  'buenas',
  'querido',
  'querida',
  'estimado',
  'estimada',
  'olá',
  'oi',
  'bom dia',
  'boa tarde',
  'caro',
  'cara',
  'ciao',
  'salve',
  'buongiorno',
  'beste',
  'hoi',
  'dag',
  'goedemorgen',
  'goedemiddag',
  'cześć',
  'witam',
  'dzień dobry',
  'hej',
  'hejsan',
  'tjena',
  'god morgon',
  'kære',
  'hei',
  'moi',
  'terve',
  'ahoj',
  'dobrý den',
  'milý',
  'milá',
  'привет',
  'здравствуйте',
  'добрый день',
  'привіт',
  'вітаю',
  'добрий день',
  'merhaba',
  'selam',
  'sayın',
  'こんにちは',
  '你好',
  '您好',
  '안녕하세요',
  'مرحبا',
  'السلام عليكم',
  'שלום',
  'היי',
  'szia',
  'helló',
  'bună',
  'salutare',
  'γεια',
  'γεια σας',
];

const SIGN_OFFS = [
  'best',
  'best regards',
  'best wishes',
  'kind regards',
  'warm regards',
  'regards',
  'cheers',
  'thanks',
  'thank you',
  'many thanks',
  'thx',
  'ta',
  'yours',
  'all the best',
  'take care',
  'talk soon',
  'love',
  'greetings',
  'grüße',
  'viele grüße',
  'liebe grüße',
  'beste grüße',
  'lg',
  'vg',
  'mfg',
  'mit freundlichen grüßen',
  'danke',
  'gruß',
  'cordialement',
  'bien à vous',
  'amitiés',
  'bises',
  'à bientôt',
  'merci',
  'bonne journée',
  'saludos',
  'un saludo',
  'abrazos',
  'atentamente',
  'gracias',
  'cumprimentos',
  'abraços',
  'obrigado',
  'obrigada',
  'saluti',
  'cordiali saluti',
  'grazie',
  'a presto',
  'groeten',
  'met vriendelijke groet',
  'groetjes',
  'bedankt',
  'pozdrawiam',
  'pozdrowienia',
  'dzięki',
  'mvh',
  'med vänliga hälsningar',
  'hälsningar',
  'tack',
  'hilsen',
  'venlig hilsen',
  'med venlig hilsen',
  'vennlig hilsen',
  'takk',
  'terveisin',
  'ystävällisin terveisin',
  'kiitos',
  's pozdravem',
  'zdravím',
  'díky',
  'с уважением',
  'спасибо',
  'всего доброго',
  'з повагою',
  'дякую',
  'saygılarımla',
  'teşekkürler',
  'よろしくお願いします',
  'よろしく',
  'ありがとう',
  '谢谢',
  '謝謝',
  '此致',
  '감사합니다',
  'مع التحية',
  'شكرا',
  'תודה',
  'בברכה',
  'üdvözlettel',
  'köszönöm',
  'cu stimă',
  'mulțumesc',
  'ευχαριστώ',
  'φιλικά',
];

const GREETING = new RegExp(`^(${GREETINGS.join('|')})(?=[\\s,!.:;]|$)[^\\n]{0,40}$`, 'iu');
const SIGN_OFF = new RegExp(`^(${SIGN_OFFS.join('|')})(\\s+(and|und|et|y|e|en|och|og|ja|a|и|і|ve|și)\\s+\\S+)?$`, 'iu');
/** A name under a sign-off: one to three words. */
const NAME = /^[-–—~]?\s*[\p{L}][\p{L}.'’-]*(\s+[\p{L}][\p{L}.'’-]*){0,2}$/u;

/** Quotes, asterisks and underscores around a move (bold or quoted in a client), and punctuation after it. */
export const forgiven = (line: string): string =>
  line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’«»„*_`]+/u, '')
    .replace(/["'“”‘’«»*_`]+$/u, '')
    .replace(/[.!?,;:…。！？]+$/u, '')
    .replace(/["'“”‘’«»*_`]+$/u, '')
    .trim();

/** Words a move may follow on its line: "Move: Fa3a4", "My move is Fa3a4", "I play Fa3a4", "Mein Zug: Fa3a4". */
const MOVE_LABEL =
  /^(my move is|my move|move|i play|i'll play|i will play|mein zug|zug|ich spiele|mon coup|coup|je joue|mi jugada|jugada|juego|minha jogada|jogada|jogo|la mia mossa|mossa|gioco|mijn zet|zet|ik speel|mój ruch|ruch|gram|mitt drag|drag|jeg spiller|siirto|můj tah|tah|hraju|мой ход|ход|хожу|мій хід|хід|hamlem|hamle)\s*[:：\-–—]?\s+/iu;

/**
 * A move's text as written, then with less and less around it forgiven: trailing
 * punctuation, then quotes and asterisks, then a label before it ("Move:").
 */
export const candidatesOf = (line: string): string[] => {
  const written = line.replace(/\s+/g, ' ').trim();
  const unpunctuated = written.replace(/[.!?,;:…。！？]+$/u, '').trim();
  const unwrapped = unpunctuated
    .replace(/["'“”‘’«»*_`]+$/u, '')
    .replace(/[.!?,;:…。！？]+$/u, '')
    .trim();
  const whole = forgiven(line);
  return [written, unpunctuated, unwrapped, whole, forgiven(whole.replace(MOVE_LABEL, ''))];
};

export const isGreeting = (line: string): boolean => line.length <= 60 && GREETING.test(line.trim());

const isSignOff = (line: string): boolean => line.length <= 60 && SIGN_OFF.test(forgiven(line));

const isName = (line: string, sender: string | null): boolean => {
  const name = forgiven(line).replace(/^[-–—~]+\s*/u, '');
  if (name === '') return false;
  const lower = name.toLowerCase();
  if (sender && (lower === sender.toLowerCase() || lower === sender.split(/\s+/)[0]?.toLowerCase())) return true;
  return false;
};

/**
 * Where the sign-off begins in `lines` (lines.length when there is none): a closing word
 * ("Best,") with or without a name under it, or the sender's own name alone at the end.
 */
export const signOffStart = (lines: readonly string[], sender: string | null): number => {
  let end = lines.length;
  while (end > 0 && lines[end - 1] === '') end--;
  const last = lines[end - 1] ?? '';
  const before = lines[end - 2] ?? '';
  if (isSignOff(last)) return end - 1;
  if (isSignOff(before) && (NAME.test(last.trim()) || isName(last, sender))) return end - 2;
  if (isName(last, sender)) return end - 1;
  return lines.length;
};
