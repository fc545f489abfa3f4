// The most common leaked passwords of length ≥ 8 (DESIGN §7: refuse them as new passwords).
export const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '123123123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football',
  'baseball', 'superman', 'trustno1', 'whatever', 'welcome1', 'welcome123', 'letmein1', 'letmein123',
  'monkey123', 'dragon123', 'master123', 'michelle', 'jennifer', 'computer', 'internet', 'starwars',
  'abcd1234', 'abc12345', 'abcdefgh', 'aa123456', 'admin123', 'administrator', 'changeme', 'changeme1',
  'secret123', 'football1', 'shadow123', 'charlie1', 'liverpool', 'chocolate', 'samsung1', 'q1w2e3r4',
  'q1w2e3r4t5', 'zaq12wsx', 'passport', 'mustang1', 'access14', 'corvette', 'blink182', 'jordan23',
  'tinkerbell', 'pokemon1', 'butterfly', 'elephant', 'hello123', 'michael1', 'jessica1', 'ashley12',
  'qazwsxedc', 'default1', 'summer2024', 'winter2024', 'spring2024', 'autumn2024', 'summer2025',
  'winter2025', 'spring2025', 'company1', 'coaching', 'coaching1', 'business', 'business1',
]);
