package speech

import (
	"strconv"
)

var (
	enSmall = [20]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
		"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	enTens  = [10]string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
	deSmall = [20]string{"null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
		"zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"}
	deTens = [10]string{"", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"}
	// deUnitsAnd are the first halves of German 21..99: "einund" + "zwanzig".
	deUnitsAnd = [10]string{"", "einund", "zweiund", "dreiund", "vierund", "fünfund", "sechsund", "siebenund", "achtund", "neunund"}
)

// numberClips are the clips that say n (0 <= n < 10000) in voice v.
func numberClips(v Voice, n int) []string {
	say := func(s string) string { return register(v, slug(s), s) }
	if n < 0 || n >= 10000 {
		n = 0
	}
	if v == German {
		return germanNumber(n, say)
	}
	var out []string
	if k := n / 1000; k > 0 {
		out = append(out, say(enSmall[k]), say("thousand"))
	}
	if h := n / 100 % 10; h > 0 {
		out = append(out, say(enSmall[h]), say("hundred"))
	}
	r := n % 100
	switch {
	case r == 0 && n > 0:
	case r < 20:
		out = append(out, say(enSmall[r]))
	default:
		out = append(out, say(enTens[r/10]))
		if r%10 > 0 {
			out = append(out, say(enSmall[r%10]))
		}
	}
	return out
}

func germanNumber(n int, say func(string) string) []string {
	var out []string
	if k := n / 1000; k > 0 {
		if k > 1 {
			out = append(out, say(deSmall[k]))
		}
		out = append(out, say("tausend"))
	}
	if h := n / 100 % 10; h > 0 {
		if h > 1 {
			out = append(out, say(deSmall[h]))
		}
		out = append(out, say("hundert"))
	}
	r := n % 100
	switch {
	case r == 0 && n > 0:
	case r < 20:
		out = append(out, say(deSmall[r]))
	default:
		if r%10 > 0 {
			out = append(out, say(deUnitsAnd[r%10]))
		}
		out = append(out, say(deTens[r/10]))
	}
	return out
}

// number is n printed in digits and spoken in words.
func number(v Voice, n int) Word {
	return Word{Text: strconv.Itoa(n), Clips: numberClips(v, n)}
}

// registerNumbers makes sure every clip a number can use is in the catalogue.
func registerNumbers() {
	for _, v := range []Voice{English, German} {
		for n := 0; n < 100; n++ {
			numberClips(v, n)
		}
		numberClips(v, 1100)
		numberClips(v, 2200)
	}
}

// letterClip says one letter or digit by its name, for spelling out a word.
func spellClips(v Voice, s string) []string {
	var out []string
	for _, r := range normalize(s) {
		switch {
		case r >= 'a' && r <= 'z':
			out = append(out, register(v, "letter-"+string(r), string(r)))
		case r >= '0' && r <= '9':
			out = append(out, numberClips(v, int(r-'0'))...)
		}
	}
	return out
}

func registerLetters() {
	for _, v := range []Voice{English, German} {
		spellClips(v, "abcdefghijklmnopqrstuvwxyz")
	}
}
