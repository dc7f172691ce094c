package speech

import (
	"fmt"
	"strconv"
	"strings"
)

// msg names a sentence: its key in every language's file (lang/*.toml).
// In the text, "{1}", "{2}"... are filled with phrases; the words between
// them are spoken one clip a word, in the language's voice.
type msg string

// segment is a stretch of template text or a slot.
type segment struct {
	text string // literal text, when slot is 0
	slot int    // 1-based slot number
}

func parseTemplate(t string) []segment {
	var out []segment
	for t != "" {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			out = append(out, segment{text: t})
			break
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			panic(fmt.Sprintf("speech: unclosed slot in template %q", t))
		}
		n, err := strconv.Atoi(t[i+1 : i+j])
		if err != nil {
			panic(fmt.Sprintf("speech: bad slot in template %q", t))
		}
		if i > 0 {
			out = append(out, segment{text: t[:i]})
		}
		out = append(out, segment{slot: n})
		t = t[i+j+1:]
	}
	return out
}

// literalWords turns template text into words, one clip per word: leading
// punctuation (and a closing bracket) joins the word before; punctuation
// after a word is printed and spoken as a short pause.
func (b Phrasebook) literalWords(text string) (lead string, words []Word) {
	d := b.Lang.data()
	v := d.Voice
	trimmed := strings.TrimLeft(text, " ")
	i := 0
	for i < len(trimmed) && strings.ContainsRune(sentencePunct+")", rune(trimmed[i])) {
		i++
	}
	lead, rest := trimmed[:i], strings.TrimSpace(trimmed[i:])
	fields := strings.Fields(rest)
	for i := 0; i < len(fields); i++ {
		w := fields[i]
		if ws, n := b.appendixExpression(fields[i:]); n > 0 {
			words = append(words, ws...)
			i += n - 1
			continue
		}
		bare := strings.TrimRight(w, sentencePunct)
		if bare == "" {
			continue
		}
		if slug(bare) == "" {
			words = append(words, Word{Text: w}) // a sign alone is not spoken
			continue
		}
		if parts, ok := numberExpression(bare); ok {
			if clips := b.Lang.expressionClips(parts); clips != nil {
				words = append(words, withPause(Word{Text: w, Clips: clips}))
				continue
			}
		}
		// A flag, --time, is spoken as its word; brackets and quotes
		// around a word are not spoken.
		say := strings.TrimLeft(strings.Trim(bare, `()"`), "-")
		if s, ok := d.Say[bare]; ok {
			say = s // a result, "1-0", or a word espeak would misread
		} else if s, ok := d.Say[strings.ToLower(bare)]; ok {
			say = s
		}
		words = append(words, withPause(Word{Text: w, Clips: []string{register(v, slug(say), say)}}))
	}
	return lead, words
}

// fill fills a template's slots and returns the phrase.
func (b Phrasebook) fill(template string, args []Phrase) Phrase {
	var p Phrase
	for _, seg := range parseTemplate(template) {
		if seg.slot > 0 {
			if seg.slot > len(args) {
				continue // a caller's mistake must not stop a game; the transcripts catch it
			}
			p.Words = append(p.Words, args[seg.slot-1].Words...)
			continue
		}
		lead, words := b.literalWords(seg.text)
		p = p.punct(lead)
		p.Words = append(p.Words, words...)
	}
	return p
}

// template is the text of sentence m for the book: its brief form in
// brief verbosity where it has one.
func (b Phrasebook) template(m msg) forms {
	d := b.Lang.data()
	if b.Verbosity == Brief {
		if f, ok := d.Brief[m]; ok {
			return f
		}
	}
	return d.Sentences[m]
}

// say fills sentence m in the book's language; brief verbosity takes the
// sentence's brief form where it has one.
func (b Phrasebook) say(m msg, args ...Phrase) Phrase {
	return b.fill(b.template(m).text(), args)
}

// sayCount fills the form of sentence m that goes with the count n, as
// CLDR's plural rules for the language choose it (1 minuta, 2 minute, 5
// minuta); tenths says n is in tenths (84 for 8.4). The count itself is
// slot 1.
func (b Phrasebook) sayCount(m msg, n int, tenths bool, args ...Phrase) Phrase {
	return b.fill(b.template(m).form(b.Lang.data(), n, tenths), args)
}

// count says n and the noun of sentence m in the form that goes with it:
// "1 minute", "2 minute", "5 minuta"; the number agrees with the noun's
// gender ("jedna minuta", "eine Minute").
func (b Phrasebook) count(m msg, n int, args ...Phrase) Phrase {
	g := b.Lang.data().Gender[m]
	return b.sayCount(m, n, false, append([]Phrase{phrase(b.Lang.numberOf(n, g))}, args...)...)
}

// registerTemplates speaks every sentence of every language, in every
// plural form, so that the catalogue holds every clip the words of the
// templates need. One pass with Appendix D's names is enough: the Appendix
// D expressions of the templates are said in one of the languages' names,
// whose clips are in the catalogue already.
func registerTemplates() {
	for _, l := range Langs() {
		d := l.data()
		b := Phrasebook{Lang: l}
		registerCLIWho(b)
		for _, table := range []map[msg]forms{d.Sentences, d.Brief} {
			for m, f := range table {
				if isPrinted(m) {
					continue
				}
				for _, text := range f {
					for _, seg := range parseTemplate(text) {
						if seg.slot == 0 {
							b.literalWords(seg.text)
						}
					}
				}
			}
		}
	}
}
