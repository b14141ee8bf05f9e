/**
 * Passwords and password stems that appear near the top of every published breach list. The
 * policy in `passwords.ts` refuses a password equal to one of these, or one of these followed only
 * by digits and symbols ("sunshine2024!"), which is how short common words reach 12 characters.
 * Lower case; a few hundred entries is enough to stop the guesses attackers try first.
 */

/** Common passwords and stems, lower case (see module comment). */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 123456789 12345678 12345 1234567 1234567890 123123 111111 000000 654321 666666 121212
112233 123321 7777777 987654321 1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1
qwerty qwerty123 qwertyuiop qwertyui qwer1234 asdfgh asdfghjkl asdf1234 zxcvbnm zxcvbn azerty
qazwsx qwe123 abc123 abcd1234 abcdef a1b2c3 a1b2c3d4 aaaaaa passw0rd p@ssw0rd p@ssword pa55word
password password1 password12 password123 passwort motdepasse contrasena wachtwoord
letmein welcome welcome1 welcome123 iloveyou iloveyou1 loveme lovely trustno1 whatever nothing
secret secret123 admin admin123 administrator root toor changeme changeit default guest master
master123 login login123 access access14 pass pass123 test test123 testing tester demo sample
dragon monkey shadow sunshine princess football baseball basketball soccer hockey cricket golf
superman batman spiderman starwars pokemon naruto matrix ninja pirate hunter ranger killer
michael jennifer jordan jordan23 michelle daniel andrew joshua thomas charlie robert william
jessica ashley amanda nicole hannah samantha elizabeth sarah emily olivia sophie charlotte
george harry oliver jack james edward richard david john peter paul chris alex sam ben
liverpool chelsea arsenal manchester manutd tottenham everton rangers celtic london england
britain scotland wales ireland europe america canada australia berlin paris
summer winter autumn spring january february march april june july august september october
november december monday friday sunday
flower freedom forever friends family happy happiness heaven hello hello123 helpme blessed
blink182 metallica slipknot nirvana beatles eminem rockstar guitar music musician
computer internet google facebook youtube twitter instagram linkedin microsoft apple samsung
iphone android windows linux ubuntu hacker security cyber mustang ferrari porsche mercedes
corvette harley yamaha honda toyota nissan bmw audi
cheese chocolate cookie banana orange lemon cherry strawberry pepper pumpkin butter coffee
tigger tiger lion bear eagle falcon dolphin kitten puppy doggie buster buddy bailey max molly
maggie lucky ginger snoopy garfield mickey minnie bubbles sparky rocky
qwertyuiop123 1234qwer 12qwaszx q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1a2b3c4d 123qwe 123abc
abc12345 abcdefg abcdefgh abcdefghijkl zxcvbnm123 asdfghjkl123 qazwsxedc qazwsxedcrfv
passwordpassword password1234 letmein123 welcomewelcome iloveyou123 princess123 sunshine123
football123 monkey123 dragon123 shadow123 master1234 superman123 batman123 qwerty12345
qwertyqwerty 11111111 00000000 12341234 11223344 123454321 147258369 159753 741852963 55555555
88888888 99999999 101010 131313 696969 202020 232323 2000 2020 2021 2022 2023 2024 2025
company company123 business office office365 outlook exchange staff staff123 employee
manager manager123 director ceo sales sales123 marketing support support123 service helpdesk
enquiries enquiry contact contact123 website website123 online internet123 portal intranet
crownbridge crownbridge123 distribution distributor wholesale retail retailer fmcg brand
warehouse logistics delivery supply supplier customer client partner partnership
correcthorsebatterystaple correcthorse trustnoone iwantin letmeinplease opensesame
youwillneverguess nopassword mypassword mypass mysecret secretpassword supersecret
baseball1 football1 superman1 princess1 monkey1 charlie1 michael1 jordan1 dragon1 shadow1
killer1 hunter1 ranger1 batman1 tigger1 ginger1 sunshine1 iloveu iloveyou2 lovelove
qweasd qweasdzxc asdqwe zxcasd 1qw23e 1q2w3e4r5t6y 1q2w3e4r5t6y7u8i ytrewq poiuytrewq
abcabc abc123abc abcd abcde 123abc123 aa123456 a123456 a12345678 password01 passw0rd1
`.trim().split(/\s+/),
);
