/**
 * Some of the most common passwords in public breach corpora (lower-cased). The server refuses these
 * (reason 'pwned') whatever their length; shorter ones are already refused by the length rule.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 1234567 qwerty 123123 1234567890
000000 abc123 password1 iloveyou 1q2w3e4r 1q2w3e4r5t 1q2w3e 123321 654321 666666 987654321 123qwe
qwertyuiop 7777777 1qaz2wsx 123abc 121212 112233 dragon monkey 11111111 555555 princess sunshine
football baseball welcome admin letmein shadow master 696969 michael superman trustno1 starwars
passw0rd password123 password12 password2 password! p@ssw0rd p@ssword pa$$word passw0rd1 passpass
zaq12wsx zaq1zaq1 qazwsx qazwsxedc 1qazxsw2 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 asdfghjkl asdfgh asdf1234
zxcvbnm zxcvbnm1 1234qwer qwer1234 qwert12345 aa123456 a123456 a1234567 a12345678 abcd1234 abcdefg
abcdefgh abcdefg1 abc12345 abc123456 12341234 12344321 11223344 22222222 33333333 44444444 55555555
66666666 77777777 88888888 99999999 00000000 12121212 13131313 69696969 01234567 87654321 98765432
123456789a 1234567890a 0987654321 147258369 159753 159357 147852369 741852963 963852741 789456123
123654789 456789 456123 789456 147258 258369 321654 999999 888888 222222 333333 444444 777777
123456a 123456q 123456789q iloveyou1 iloveyou2 iloveu loveyou lovely loveme love123 lover123
princess1 sunshine1 football1 baseball1 welcome1 welcome123 admin123 administrator letmein1 letmein123
monkey123 monkey1 dragon123 master123 shadow123 superman1 batman batman123 spiderman pokemon
pokemon123 starwars1 michael1 jennifer jessica ashley charlie charlie1 jordan jordan23 hunter hunter2
hunter123 ranger buster soccer hockey killer george harley thomas robert daniel andrew joshua
matthew anthony william jasmine amanda nicole michelle hannah jessica1 ashley1 samantha taylor
maggie ginger pepper cookie chocolate cheese banana orange apple summer winter autumn spring
summer2020 summer2021 summer2022 summer2023 summer2024 winter2020 winter2021 winter2022 winter2023
spring2023 autumn2023 january february december 1qaz!qaz !qaz2wsx qwerty12 qwerty1234 qwertyu
qwerty12345 qwertyui asdfasdf asdf asdfg asdf123 zxcv1234 zxcvbn 1111111 11111 1111111111 123
1234 12345a 12345q 123456z 654321a 0123456789 0000000 000000000 1231231 123123123 123321123
secret secret123 changeme changeme123 default guest guest123 root toor test test123 test1234
testing testing123 demo demo123 user user123 login login123 access access123 computer internet
freedom whatever nothing trustme mustang corvette ferrari porsche mercedes bmw yamaha harley1
liverpool chelsea arsenal manchester barcelona realmadrid juventus 1qa2ws3ed 1q2w3e4r5t6y
qweasd qweasdzxc qweasdzxc123 asdzxc zaq123 qazxsw 1q2w3e4 q1w2e3 qwe123 qwe123456 asd123
zxc123 zxc123456 blink182 linkinpark metallica nirvana beatles eminem 50cent tinkerbell
butterfly flower flowers rainbow unicorn angel angel1 angels baby babygirl babygirl1 princesa
fuckyou fuckyou1 fuckoff asshole bitch 123456789abc iloveyou! sunshine! password!1 password1!
superstar rockstar diamond silver golden gold123 money money123 cash dollar million bigdaddy
daddy mommy family friends friend bestfriend 123love love1234 ilovegod jesus jesus1 christ
blessed blessing faith grace heaven trinity matrix neo morpheus zion computer1 internet1 google
google123 facebook youtube twitter instagram yahoo hotmail gmail outlook microsoft apple123
samsung nokia iphone android windows linux ubuntu debian oracle mysql postgres database server
qwerty! qwerty!23 abc!23 abcd!234 1234abcd 12qwaszx 1qw23er4 poiuytrewq lkjhgfdsa mnbvcxz
azerty azerty123 azertyuiop 1234azer motdepasse soleil bonjour doudou chouchou loulou marseille
passwort hallo123 schatz ficken 123456789! qwertz qwertz123 contraseña contrasena 123456789m
senha senha123 123mudar mudar123 parola parola123 password01 password11 password99 pass1234
pass12345 pass123 pass 12345678a 12345678q a1b2c3d4 a1b2c3 1a2b3c4d abc123abc 123abc123
inkwell inkwell1 inkwell123 journal journal1 journal123 language language1 learning
`
    .split(/\s+/)
    .filter(Boolean),
);
