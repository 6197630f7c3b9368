/**
 * A small embedded list of the most common passwords (from public breach
 * top lists: SecLists, NordPass, NCSC), because no larger list is installed
 * (`@zxcvbn-ts/language-common` is not a dependency; adding it would give
 * ~30,000 entries). The check is widened beyond exact matches: a password is
 * common when, lower-cased, it is on the list, or it is a listed word with
 * digits and symbols around it ("Password1234!"), or one listed word
 * repeated ("passwordpassword"), or a single repeated character or a run of
 * keyboard/alphabet/digit sequence.
 */
const WORDS = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
mobilemail mom monitor monitoring montana moon moscow welcome welcome1 admin administrator login
passw0rd p@ssw0rd p@ssword changeme secret default guest root toor test tester testing qwerty123
qwertyuiop123 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y zaq12wsx q1w2e3r4t5y6 asdfghjkl asdfghjkl123 iloveyou123
letmein123 welcome123 admin123 password123 password1 password12 password1234 passwordpassword
football123 baseball123 princess123 sunshine123 monkey123 dragon123 master123 shadow123 superman123
batman123 trustno1234 abcdefghijkl abcdef123456 abc123456789 123abc 1qazxsw2 qwertyui qwerty1234
qwertyqwerty 123456123456 111222333 123123123 123456654321 987654321 1234512345 0987654321 147258369
159357 789456123 741852963 lovely loveme hello hello123 whatever samsung apple google facebook
microsoft linkedin yahoo internet blink182 pokemon naruto liverpool arsenal chelsea1 manchester
barcelona realmadrid juventus jesus christ blessed angel angels baby babygirl butterfly flower
purple orange banana chocolate cookie summer2024 summer2025 winter2024 winter2025 spring2025
autumn2025 fall2025 january february march april june july august september october november
december monday friday trustedhomepros contractor homeowner roofing plumbing
`;

const LIST = new Set(WORDS.split(/\s+/).filter(Boolean));

const SEQUENCES = ["abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm", "0123456789".repeat(4), "9876543210".repeat(4), "1qaz2wsx3edc4rfv5tgb"];

function isRepeat(value: string): boolean {
  for (let size = 1; size <= value.length / 2; size++) {
    if (value.length % size !== 0) continue;
    const unit = value.slice(0, size);
    if (unit.repeat(value.length / size) === value) return true;
  }
  return false;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (LIST.has(lower)) return true;
  if (isRepeat(lower)) return true;
  if (SEQUENCES.some((s) => s.includes(lower) || [...s].reverse().join("").includes(lower))) return true;
  // A listed word dressed with digits and symbols: "Password1234!", "!!qwerty2025".
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, "");
  if (core !== "" && (LIST.has(core) || isRepeat(core) || (core.length < 4 && core.length < lower.length / 3))) return true;
  return false;
}
