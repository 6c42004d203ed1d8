// The commonest passwords of public breach corpora, with the longer ones that people pick to
// pass a 12-character rule. Checked in lower case. Deliberately small: anything here is among
// the first guesses of any attacker; it is not meant as a complete deny list.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456", "123456789", "12345678", "password", "qwerty", "123123", "111111", "1234567890", "1234567",
  "qwerty123", "000000", "1q2w3e", "aa12345678", "abc123", "password1", "1234", "qwertyuiop", "123321",
  "password123", "iloveyou", "admin", "welcome", "monkey", "dragon", "letmein", "football", "baseball",
  "sunshine", "princess", "master", "shadow", "superman", "trustno1", "starwars", "passw0rd", "changeme",
  "123456789012", "1234567890123", "12345678901234", "123456123456", "121212121212", "112233445566",
  "111111111111", "000000000000", "123123123123", "999999999999", "666666666666", "888888888888",
  "aaaaaaaaaaaa", "abcdefghijkl", "abcd1234abcd", "abc123456789", "abcdef123456", "qwertyuiop12",
  "qwertyuiop123", "qwerty123456", "qwerty12345678", "qwertyqwerty", "qwertyuiopasdf", "asdfghjkl123",
  "asdfghjklzxcv", "zxcvbnm123456", "1q2w3e4r5t6y", "1q2w3e4r5t6y7u", "1qaz2wsx3edc", "1qaz2wsx3edc4rfv",
  "zaq12wsxcde3", "zaq1zaq1zaq1", "q1w2e3r4t5y6", "a1b2c3d4e5f6", "password1234", "password12345",
  "password123456", "passwordpassword", "password!123", "p@ssw0rd1234", "p@ssword1234", "passw0rd1234",
  "mypassword123", "secretpassword", "supersecret123", "iloveyou1234", "iloveyouforever", "letmein12345",
  "letmeinplease", "welcome12345", "welcome123456", "welcometo2024", "changeme1234", "changeme123456",
  "administrator", "administrator1", "admin1234567", "admin123456789", "adminadmin123", "adminpassword",
  "admin@123456", "rootpassword", "trustno1trustno1", "football1234", "baseball1234", "sunshine1234",
  "princess1234", "starwars1234", "superman1234", "dragon123456", "monkey123456", "master123456",
  "computer1234", "internet1234", "michael12345", "jennifer1234", "samsung12345", "1234qwerasdf",
  "1234abcd1234", "1234567890qwerty", "0987654321qwerty", "qazwsxedcrfv", "qazwsxedcrfvtgb",
  "correcthorsebatterystaple", "thequickbrownfox", "whatever1234", "nothing12345", "letmein123456",
]);
