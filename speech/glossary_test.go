package speech

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/anna-chess/anna/internal/tsv"
)

// languageTexts are the texts of a language's file that anna prints, says
// or reads as commands, by where they are ("[sentences] claim-rejected",
// "[flags] press", "[commands] claim"), each with its forms: every form of
// every sentence and brief sentence, the flags' descriptions in anna
// --help, the names of pieces, ranks and the moves' words, the number
// words and the command words.
func languageTexts(l Lang) map[string]forms {
	d := l.data()
	out := map[string]forms{}
	for table, ms := range map[string]map[msg]forms{"sentences": d.Sentences, "brief": d.Brief} {
		for m, f := range ms {
			out[fmt.Sprintf("[%s] %s", table, m)] = f
		}
	}
	for name, text := range d.Flags {
		out["[flags] "+name] = forms{"other": text}
	}
	n := d.Names
	for k, v := range n.Pieces {
		out["[names] "+k] = forms{"other": v}
	}
	if len(n.Ranks) > 0 {
		out["[names] ranks"] = forms{"other": strings.Join(n.Ranks, ", ")}
	}
	for k, v := range map[string]string{"capture": n.Capture, "on": n.On, "check": n.Check, "mate": n.Mate,
		"short-castle": n.ShortCastle, "long-castle": n.LongCastle, "en-passant": n.EnPassant} {
		if v != "" {
			out["[names] "+k] = forms{"other": v}
		}
	}
	nw := d.Numbers
	out["[numbers]"] = forms{"other": strings.Join(append(append(append(append([]string{}, nw.Small...), nw.Tens...), nw.Hundreds...), nw.Thousands...), ", ")}
	for english, words := range d.Commands {
		out["[commands] "+english] = forms{"other": strings.Join(words, ", ")}
	}
	return out
}

// englishOf is the English a text of another language says, in the form
// of the same name or else English's other form: the same place in
// en.toml (a brief sentence English has no brief form of says what its
// sentence says), or, for a command word, the English command itself.
// Numbers have none.
func englishOf(en map[string]forms, where, form string) string {
	if english, command := strings.CutPrefix(where, "[commands] "); command {
		return english
	}
	f, ok := en[where]
	if m, brief := strings.CutPrefix(where, "[brief] "); !ok && brief {
		f = en["[sentences] "+m]
	}
	if text, ok := f[form]; ok {
		return text
	}
	return f["other"]
}

// flagWord is a command-line flag written in a text (--assistant, -t):
// the same in every language, and no word of it.
var flagWord = regexp.MustCompile(`(^|[\s(])--?[a-z][a-z0-9-]*`)

// literal are the words a text of another language keeps as English
// writes them (the seat names a flag takes, "white, black, assistant"): no
// concept of English is said there in the language's words.
func literal(englishWords, own []string) map[string]int {
	out := map[string]int{}
	in := map[string]int{}
	for _, w := range englishWords {
		in[w]++
	}
	for _, w := range own {
		if in[w] > out[w] {
			out[w]++
		}
	}
	return out
}

// wordsOf splits a text into lower-case words: letters and digits.
func wordsOf(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// glossaryPattern is one or more words, each a prefix when it ends in *.
type glossaryPattern []string

func parsePatterns(list string) []glossaryPattern {
	var out []glossaryPattern
	for _, p := range strings.Split(list, ",") {
		if f := strings.Fields(strings.ToLower(p)); len(f) > 0 && f[0] != "-" {
			out = append(out, f)
		}
	}
	return out
}

// at reports whether the pattern matches the words of ws from i on.
func (p glossaryPattern) at(ws []string, i int) bool {
	if i+len(p) > len(ws) {
		return false
	}
	for j, pw := range p {
		w := ws[i+j]
		if prefix, star := strings.CutSuffix(pw, "*"); star && !strings.HasPrefix(w, prefix) || !star && w != pw {
			return false
		}
	}
	return true
}

// count is how many places of ws one of the patterns matches, less the
// words kept as written (skip), each once.
func count(ps []glossaryPattern, ws []string, skip map[string]int) int {
	n := 0
	skip = maps.Clone(skip)
	for i := range ws {
		for _, p := range ps {
			if p.at(ws, i) {
				if skip[ws[i]] > 0 {
					skip[ws[i]]--
				} else {
					n++
				}
				break
			}
		}
	}
	return n
}

// glossaryRow is one concept of testdata/glossary.tsv in one language.
type glossaryRow struct {
	lang    Lang
	english []glossaryPattern // where en.toml says these, the language says the Laws' words; none: a form the language uses at all
	laws    []glossaryPattern // the Laws' words for the concept, in every form the language uses
	article string
	never   []glossaryPattern // words that must not appear anywhere in the language's file
	line    string
}

func readGlossary(t *testing.T) []glossaryRow {
	t.Helper()
	var rows []glossaryRow
	for _, r := range tsv.Read(t, "testdata/glossary.tsv") {
		if len(r) != 5 {
			t.Fatalf("%v: want 5 columns (language, English, the Laws' words, article, words never used)", r)
		}
		row := glossaryRow{Lang(r[0]), parsePatterns(r[1]), parsePatterns(r[2]), r[3], parsePatterns(r[4]), strings.Join(r, " | ")}
		if _, ok := langs()[row.lang]; !ok || len(row.laws) == 0 {
			t.Fatalf("%v: unknown language or no words of the Laws", r)
		}
		rows = append(rows, row)
	}
	if len(rows) < 80 {
		t.Fatalf("only %d rows in the glossary", len(rows))
	}
	return rows
}

// glossaryFaults checks a language's texts against one row: each text
// whose English names the concept says the Laws' word, in every form, at
// least as often as the English names it (so that a word put in its place
// fails whatever the word is, not only the words listed as wrong); no text
// says a word the row forbids; and the row is used, so that one that no
// longer matches anything is seen.
func glossaryFaults(row glossaryRow, en, texts map[string]forms) []string {
	var faults []string
	used := false
	for _, where := range slices.Sorted(maps.Keys(texts)) {
		for _, form := range slices.Sorted(maps.Keys(texts[where])) {
			text := texts[where][form]
			ws := wordsOf(flagWord.ReplaceAllString(text, "$1"))
			need := 0
			if len(row.english) > 0 {
				english := wordsOf(flagWord.ReplaceAllString(englishOf(en, where, form), "$1"))
				kept := literal(english, ws)
				for w := range kept {
					for _, p := range row.laws {
						for _, pw := range p {
							if (glossaryPattern{pw}).at([]string{w}, 0) {
								delete(kept, w) // the Laws' word is English's: en passant
							}
						}
					}
				}
				need = count(row.english, english, kept)
			}
			have := count(row.laws, ws, nil)
			used = used || have > 0 && (need > 0 || len(row.english) == 0)
			if have < need {
				faults = append(faults, fmt.Sprintf("%s %s (%s): %q names it %d times in English (%q), the Laws' word %q only %d times (%s)",
					row.lang, where, form, text, need, englishOf(en, where, form), patternText(row.laws), have, row.article))
			}
			for _, bad := range row.never {
				if count([]glossaryPattern{bad}, ws, nil) > 0 {
					faults = append(faults, fmt.Sprintf("%s %s (%s): %q says %q where the Laws say %q (%s)",
						row.lang, where, form, text, strings.Join(bad, " "), patternText(row.laws), row.article))
				}
			}
		}
	}
	if !used {
		faults = append(faults, fmt.Sprintf("%s: the row %q matches nothing in lang/%s.toml", row.lang, row.line, row.lang))
	}
	return faults
}

func patternText(ps []glossaryPattern) string {
	var out []string
	for _, p := range ps {
		out = append(out, strings.Join(p, " "))
	}
	return strings.Join(out, ", ")
}

// TestGlossary: every sentence, brief form, flag, name and command word of
// Croatian, Serbian and Slovenian says each concept of the Laws of Chess
// (testdata/glossary.tsv) in its Laws' word wherever English names it, and
// none of the words that must never stand for one.
func TestGlossary(t *testing.T) {
	en := languageTexts(EN)
	texts := map[Lang]map[string]forms{}
	for _, row := range readGlossary(t) {
		if texts[row.lang] == nil {
			texts[row.lang] = languageTexts(row.lang)
		}
		for _, f := range glossaryFaults(row, en, texts[row.lang]) {
			t.Error(f)
		}
	}
}

// TestGlossaryCatchesAnyWord: the glossary fails every text of a
// language in which a concept is said in a word of its own, whether or not
// the glossary lists that word as wrong: the mutations the readers of
// ../shared/reviews/words-hr-sr-sl.md tried, which the glossary of
// forbidden words alone let pass, and others of the same kind. Each is
// made in every text that holds the words it replaces, one at a time.
func TestGlossaryCatchesAnyWord(t *testing.T) {
	rows := readGlossary(t)
	en := languageTexts(EN)
	for _, m := range []struct {
		lang     Lang
		from, to string
	}{
		{HR, "Reklamacija odbijena", "Prigovor odbijen"},
		{HR, "Pomoćnik", "Pomagač"},
		{HR, "kuvertira potez", "zapisuje tajni potez"},
		{SL, "{1} se vda", "{1} se preda"},
		{SR, "Reklamacija odbijena", "Zahtev odbijen"},
		{SR, "pomoćnika", "asistenta"},
		{SR, "sudiju", "suca"},
		{SR, "an pasan", "en passant"},
		{SL, "zaključena", "končana"},
		{SL, "Objavljeno", "Napovedano"},
		{HR, "razgovor", "chat"},
		{HR, "reklamiram", "tražim remi"},
		{HR, "brzopoteznim", "blitz"},
		{HR, "vremensku kontrolu", "tempo"},
		{SL, "pravilnih potez", "možnih potez"},
	} {
		t.Run(fmt.Sprintf("%s %s", m.lang, m.to), func(t *testing.T) {
			texts := languageTexts(m.lang)
			tried := 0
			for _, where := range slices.Sorted(maps.Keys(texts)) {
				for form, text := range texts[where] {
					if !strings.Contains(text, m.from) {
						continue
					}
					tried++
					one := map[string]forms{where: {form: strings.Replace(text, m.from, m.to, 1)}}
					caught := false
					for _, row := range rows {
						if row.lang != m.lang {
							continue
						}
						for _, fault := range glossaryFaults(row, en, one) {
							caught = caught || strings.HasPrefix(fault, fmt.Sprintf("%s %s (%s)", m.lang, where, form))
						}
					}
					if !caught {
						t.Errorf("%s %s (%s) saying %q for %q passes the glossary: %q", m.lang, where, form, m.to, m.from, one[where][form])
					}
				}
			}
			if tried == 0 {
				t.Fatalf("no text of lang/%s.toml says %q", m.lang, m.from)
			}
		})
	}
}

// TestSentenceSlots: every language's sentence fills the same slots as
// English's, so that no translation drops what the program says ("{1}"
// for the player who claims) or names a slot that is never filled.
func TestSentenceSlots(t *testing.T) {
	slots := func(f forms) map[int]bool {
		out := map[int]bool{}
		for _, text := range f {
			for _, seg := range parseTemplate(text) {
				if seg.slot > 0 {
					out[seg.slot] = true
				}
			}
		}
		return out
	}
	en := EN.data()
	for _, l := range Langs() {
		d := l.data()
		for _, table := range []struct {
			name      string
			own, base map[msg]forms
		}{{"sentences", d.Sentences, en.Sentences}, {"brief", d.Brief, en.Brief}} {
			for m, f := range table.own {
				want := slots(en.Sentences[m])
				if b, ok := table.base[m]; ok {
					want = slots(b)
				}
				got := slots(f)
				for s := range want {
					if !got[s] && table.name == "sentences" {
						t.Errorf("%s [%s] %s: slot {%d} is missing", l, table.name, m, s)
					}
				}
				for s := range got {
					if !slots(en.Sentences[m])[s] {
						t.Errorf("%s [%s] %s: slot {%d} is never filled", l, table.name, m, s)
					}
				}
			}
		}
	}
}
