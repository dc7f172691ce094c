package speech

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/internal/cleantext"
)

// gender is the grammatical gender of a counted noun, which some numbers
// agree with: Croatian "jedna minuta" and "jedan potez", German "eine
// Minute". The zero gender is the form used for counting.
type gender string

// numberWords are a language file's [numbers]: the words numbers are
// spoken with (printed, numbers are digits). Each word of these strings is
// one clip, so "two hundred" is said with the clips of "two" and
// "hundred".
type numberWords struct {
	Small     []string `toml:"small"`     // 0 to 19
	Tens      []string `toml:"tens"`      // 20, 30, ... 90 at 2 to 9
	Compound  string   `toml:"compound"`  // 21 to 99: "tens units" (twenty one), "units-and tens" (einund zwanzig) or "units-and-tens" (enaindvajset, one word)
	UnitsAnd  []string `toml:"units-and"` // for "units-and tens": the units 1 to 9 as they join the tens
	Hundreds  []string `toml:"hundreds"`  // 100 to 900 at 1 to 9
	Thousands []string `toml:"thousands"` // 1000 to 9000 at 1 to 9
	// Genders are the forms of the units that agree with a noun of that
	// gender ("f": 1 = "jedna", 2 = "dvije"); Agree says whether the last
	// unit of any number agrees ("last": dvadeset jedna minuta) or only a
	// number that is that unit alone ("alone": eine Minute, einundzwanzig
	// Minuten).
	Genders map[gender]map[string]string `toml:"genders"`
	Agree   string                       `toml:"agree"`
	// Signs are the words said for the signs between the numbers of an
	// expression printed in digits: an article ("5.2.2": "pet točka dva
	// točka dva"), a time ("4:30", no word: "četiri trideset") or a time
	// control ("5+3": "pet plus tri"). The expression is said with the
	// number clips the language has anyway, not with a clip of its own.
	Signs map[string]string `toml:"signs"`
}

// numberExpression splits a word printed as numbers joined by signs
// ("5.2.2", "4:30", "5+3") into its numbers and signs; ok is false for
// anything else (a number alone, a word, "e4").
func numberExpression(w string) (parts []string, ok bool) {
	start := 0
	for i := 0; i <= len(w); i++ {
		if i < len(w) && w[i] >= '0' && w[i] <= '9' {
			continue
		}
		if i == start {
			return nil, false // a sign at the start, two signs, or the end after a sign
		}
		parts = append(parts, w[start:i])
		if i < len(w) {
			if !strings.ContainsRune(".:+", rune(w[i])) {
				return nil, false
			}
			parts = append(parts, w[i:i+1])
		}
		start = i + 1
	}
	return parts, len(parts) > 1
}

// expressionClips are the clips that say a number expression: each
// number in words, each sign as the language's [numbers] signs say it.
func (l Lang) expressionClips(parts []string) []string {
	signs := l.data().Numbers.Signs
	var out []string
	for i, p := range parts {
		if i%2 == 1 {
			if say := signs[p]; say != "" {
				for _, w := range strings.Fields(say) {
					out = append(out, register(l.voice(), slug(w), w))
				}
			}
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n >= 10000 {
			return nil
		}
		out = append(out, l.numberClips(n, "")...)
	}
	return out
}

// numberSay are the words that say n for a noun of gender g: a negative
// number with the word of the sign "-" before it ("minus two"); one of
// 10000 or more digit by digit ("one two three four five": no count the
// game makes is so large, but a host afar may send one).
func (l Lang) numberSay(n int, g gender) []string {
	nw := l.data().Numbers
	var out []string
	add := func(s string) { out = append(out, strings.Fields(s)...) }
	if n < 0 {
		add(nw.Signs["-"])
		n = -n
	}
	if n >= 10000 {
		for _, d := range strconv.Itoa(n) {
			add(nw.Small[d-'0'])
		}
		return out
	}
	if k := n / 1000; k > 0 {
		add(nw.Thousands[k])
	}
	if h := n / 100 % 10; h > 0 {
		add(nw.Hundreds[h])
	}
	r := n % 100
	unit := func(u int, form string) string {
		if g != "" && (nw.Agree == "last" || nw.Agree == "alone" && n == u) {
			if s, ok := nw.Genders[g][strconv.Itoa(u)]; ok {
				return s
			}
		}
		return form
	}
	switch {
	case r == 0 && n > 0:
	case r < 20:
		add(unit(r, nw.Small[r]))
	case r%10 == 0:
		add(nw.Tens[r/10])
	case nw.Compound == "units-and tens":
		add(nw.UnitsAnd[r%10])
		add(nw.Tens[r/10])
	case nw.Compound == "units-and-tens":
		add(nw.UnitsAnd[r%10] + nw.Tens[r/10])
	default:
		add(nw.Tens[r/10])
		add(unit(r%10, nw.Small[r%10]))
	}
	return out
}

// numberClips are the clips that say n in language l, for a noun of
// gender g.
func (l Lang) numberClips(n int, g gender) []string {
	v := l.voice()
	var out []string
	for _, w := range l.numberSay(n, g) {
		out = append(out, register(v, slug(w), w))
	}
	return out
}

// number is n printed in digits and spoken in words.
func (l Lang) number(n int) Word { return l.numberOf(n, "") }

// numberOf is n printed in digits and spoken as it agrees with a noun of
// gender g.
func (l Lang) numberOf(n int, g gender) Word {
	return Word{Text: strconv.Itoa(n), Clips: l.numberClips(n, g)}
}

// registerNumbers makes sure every clip a number can use is in the
// catalogue: every number to 99 in every gender, and the words of the
// hundreds and thousands.
func registerNumbers() {
	for _, l := range Langs() {
		nw := l.data().Numbers
		genders := []gender{""}
		for g := range nw.Genders {
			genders = append(genders, g)
		}
		for _, g := range genders {
			for n := range 100 {
				l.numberClips(n, g)
			}
		}
		words := append(append([]string(nil), nw.Hundreds...), nw.Thousands...)
		for _, s := range slices.Sorted(maps.Values(nw.Signs)) {
			words = append(words, s)
		}
		for _, s := range words {
			for _, w := range strings.Fields(s) {
				register(l.voice(), slug(w), w)
			}
		}
	}
}

// spellClips say a word letter by letter, in the language's voice, for
// naming exactly what was typed. A word from outside (a lichess name) is
// spelled as it is printed, cleaned (internal/cleantext): the letters of
// an escape sequence's payload are not said.
func (l Lang) spellClips(s string) []string {
	v := l.voice()
	var out []string
	for _, r := range normalize(cleantext.Line(s)) {
		switch {
		case r >= 'a' && r <= 'z':
			// Named by their sound, as words are: the letter a and the
			// Croatian word a are one clip.
			out = append(out, register(v, slug(string(r)), string(r)))
		case r >= '0' && r <= '9':
			out = append(out, l.numberClips(int(r-'0'), "")...)
		}
	}
	return out
}

func registerLetters() {
	for _, l := range Langs() {
		l.spellClips("abcdefghijklmnopqrstuvwxyz")
	}
}

// countWord is a small number printed and spoken as a word ("three",
// "drei", "tri"), so that a count is not mistaken for a rank.
func (l Lang) countWord(n int, g gender) Word {
	words := l.numberSay(n, g)
	if n < 0 || n >= 20 || len(words) != 1 {
		return l.numberOf(n, g)
	}
	return Word{Text: words[0], Clips: l.numberClips(n, g)}
}
