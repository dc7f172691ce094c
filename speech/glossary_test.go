package speech

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/anna-chess/anna/internal/tsv"
)

// languageTexts are the texts of a language's file that anna prints, says
// or reads as commands, each with where it is: every form of every
// sentence and brief sentence, the names of pieces, ranks and the moves'
// words, the number words and the command words.
func languageTexts(l Lang) map[string]string {
	d := l.data()
	out := map[string]string{}
	for table, ms := range map[string]map[msg]forms{"sentences": d.Sentences, "brief": d.Brief} {
		for m, f := range ms {
			for form, text := range f {
				out[fmt.Sprintf("[%s] %s (%s)", table, m, form)] = text
			}
		}
	}
	n := d.Names
	for k, v := range n.Pieces {
		out["[names] "+k] = v
	}
	out["[names] ranks"] = strings.Join(n.Ranks, ", ")
	for k, v := range map[string]string{"capture": n.Capture, "on": n.On, "check": n.Check, "mate": n.Mate,
		"short-castle": n.ShortCastle, "long-castle": n.LongCastle, "en-passant": n.EnPassant} {
		out["[names] "+k] = v
	}
	nw := d.Numbers
	out["[numbers]"] = strings.Join(append(append(append(append([]string{}, nw.Small...), nw.Tens...), nw.Hundreds...), nw.Thousands...), ", ")
	for english, words := range d.Commands {
		out["[commands] "+english] = strings.Join(words, ", ")
	}
	return out
}

// words splits a text into lower-case words: letters and digits.
func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// glossaryPattern is one or more words, each a prefix when it ends in *.
type glossaryPattern []string

func parsePatterns(list string) []glossaryPattern {
	var out []glossaryPattern
	for _, p := range strings.Split(list, ",") {
		if f := strings.Fields(strings.ToLower(p)); len(f) > 0 {
			out = append(out, f)
		}
	}
	return out
}

// in reports whether the pattern matches consecutive words of ws.
func (p glossaryPattern) in(ws []string) bool {
	for i := 0; i+len(p) <= len(ws); i++ {
		ok := true
		for j, pw := range p {
			w := ws[i+j]
			if prefix, star := strings.CutSuffix(pw, "*"); star && !strings.HasPrefix(w, prefix) || !star && w != pw {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// TestGlossary: every sentence, name and command word of Croatian, Serbian
// and Slovenian uses the terms of its Laws of Chess (testdata/glossary.tsv)
// and none of the words that must not stand for them; and each term of the
// glossary is used, so that a row that no longer matches anything is seen.
// A sentence added later in a term's place fails here until it is written
// in the Laws' words.
func TestGlossary(t *testing.T) {
	rows := tsv.Read(t, "testdata/glossary.tsv")
	if len(rows) < 40 {
		t.Fatalf("only %d rows in the glossary", len(rows))
	}
	texts := map[Lang]map[string]string{}
	for _, row := range rows {
		if len(row) != 4 {
			t.Fatalf("%v: want 4 columns (language, term, article, words that must not stand for it)", row)
		}
		l, term, article := Lang(row[0]), parsePatterns(row[1]), row[2]
		if _, ok := langs()[l]; !ok || len(term) != 1 {
			t.Fatalf("%v: unknown language or not one term", row)
		}
		if texts[l] == nil {
			texts[l] = languageTexts(l)
		}
		var where []string
		for w := range texts[l] {
			where = append(where, w)
		}
		sort.Strings(where)
		used := false
		for _, w := range where {
			ws := words(texts[l][w])
			used = used || term[0].in(ws)
			for _, bad := range parsePatterns(row[3]) {
				if bad.in(ws) {
					t.Errorf("%s %s: %q says %q where the Laws say %q (%s)", l, w, texts[l][w], strings.Join(bad, " "), row[1], article)
				}
			}
		}
		if !used {
			t.Errorf("%s: the term %q (%s) is used nowhere in lang/%s.toml", l, row[1], article, l)
		}
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
