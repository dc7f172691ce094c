package speech

import (
	"strings"
	"unicode/utf8"

	"github.com/anna-chess/anna/words"
)

// Word is one printed word (or symbol, or number) and the clips that speak it.
// A Word with no clips is silent punctuation.
type Word struct {
	Text  string
	Clips []string
	// Free is set on a word somebody else wrote (see FreeText): it has no
	// clips and is spoken by a synthesizer, where one is installed.
	Free FreeText
	// Keep: the word stands on the same row as the next, when a view
	// breaks a line wider than its terminal: a name (a square, a move, a
	// piece and its square) is never broken in two, which a screen reader
	// reading a row at a time would say as two ("Laeufer", "Cesar eins").
	Keep bool
}

// Phrase is one line that anna prints and speaks: its text is the words
// joined by spaces, and its sound is their clips in order, so the two cannot
// disagree. Its priority says what may cut it short when it is spoken.
type Phrase struct {
	Words    []Word
	Priority words.Priority
}

// As returns the phrase with the priority pr.
func (p Phrase) As(pr words.Priority) Phrase {
	p.Priority = pr
	return p
}

// Text is the line as printed.
func (p Phrase) Text() string {
	var sb strings.Builder
	for i, w := range p.Words {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(w.Text)
	}
	return sb.String()
}

// keepChar joins the words of a name in KeptText: a no-break space.
const keepChar = "\u00a0"

// KeptText is the line as printed with a no-break space (U+00A0) between
// the words of a name (Keep), for a view that breaks a line at its spaces
// only: the text is Text's, but for those spaces.
func (p Phrase) KeptText() string {
	var sb strings.Builder
	for i, w := range p.Words {
		inName := w.Keep
		if i > 0 {
			if p.Words[i-1].Keep {
				sb.WriteString(keepChar)
				inName = true
			} else {
				sb.WriteByte(' ')
			}
		}
		if inName { // a word of a name written in words ("promotes to")
			sb.WriteString(strings.ReplaceAll(w.Text, " ", keepChar))
		} else {
			sb.WriteString(w.Text)
		}
	}
	return sb.String()
}

// unit is a name made of parts: its words are kept on one row (Keep).
func unit(parts ...any) Phrase {
	p := phrase(parts...)
	for i := 0; i+1 < len(p.Words); i++ {
		p.Words[i].Keep = true
	}
	return p
}

// Clips are the names of the clips that speak the line, in order (free
// text has none: see Parts).
func (p Phrase) Clips() []string {
	var out []string
	for _, w := range p.Words {
		out = append(out, w.Clips...)
	}
	return out
}

// Len is the length of the line as printed, in characters: what a braille
// display's cells and the 160 characters of a line count.
func (p Phrase) Len() int { return utf8.RuneCountInString(p.Text()) }

// IsZero reports whether the phrase has no words.
func (p Phrase) IsZero() bool { return len(p.Words) == 0 }

func (p Phrase) String() string { return p.Text() }

// phrase builds a phrase from words and phrases.
func phrase(parts ...any) Phrase {
	var p Phrase
	for _, part := range parts {
		switch v := part.(type) {
		case Word:
			p.Words = append(p.Words, v)
		case []Word:
			p.Words = append(p.Words, v...)
		case Phrase:
			p.Words = append(p.Words, v.Words...)
		default:
			panic("speech: phrase part of unknown type")
		}
	}
	return p
}

// punct appends punctuation to the last word's text; it is spoken as a
// short pause.
func (p Phrase) punct(s string) Phrase {
	if len(p.Words) == 0 || s == "" {
		return p
	}
	words := append([]Word(nil), p.Words...)
	last := words[len(words)-1]
	last.Text += s
	words[len(words)-1] = withPause(last)
	return Phrase{Words: words}
}

// sentencePunct are the marks that end a stretch of speech.
const sentencePunct = ".,:;?!"

// pauseClip is a short silence, spoken where the text has punctuation.
var pauseClip = register(voiceEn, "_pause", "") // no word slugs to a name with "_"

// withPause adds the pause after a word whose text ends in punctuation, once.
func withPause(w Word) Word {
	if w.Text == "" || !strings.ContainsAny(w.Text[len(w.Text)-1:], sentencePunct) {
		return w
	}
	if n := len(w.Clips); n > 0 && w.Clips[n-1] == pauseClip {
		return w
	}
	w.Clips = append(append([]string(nil), w.Clips...), pauseClip)
	return w
}

// join joins phrases with a separator word's punctuation ("," or ";"). It
// builds one new slice of words, so that long lists (a scoresheet, every
// legal move) take time in proportion to their length.
func join(parts []Phrase, sep string) Phrase {
	n := 0
	for _, p := range parts {
		n += len(p.Words)
	}
	words := make([]Word, 0, n)
	for i, p := range parts {
		if i > 0 && len(words) > 0 && sep != "" {
			last := words[len(words)-1]
			last.Text += sep
			words[len(words)-1] = withPause(last)
		}
		words = append(words, p.Words...)
	}
	return Phrase{Words: words}
}

// Lines splits a phrase longer than max characters into lines of at most
// max: at the end of a sentence where one is near, else at a semicolon,
// else after a comma, else between words. A braille display shows forty
// cells at a time, and a screen reader reads line by line; a whole position
// on one line is neither read nor found again. A phrase that fits is
// returned as it is.
func (p Phrase) Lines(max int) []Phrase {
	if p.Len() <= max {
		return []Phrase{p}
	}
	var out []Phrase
	words := p.Words
	for len(words) > 0 {
		n, width := 0, 0 // words that fit, and their width
		var after [3]int // the last word ending a sentence, a clause, a list item
		for n < len(words) {
			w := utf8.RuneCountInString(words[n].Text)
			if n > 0 {
				w++
			}
			if width+w > max && n > 0 {
				break
			}
			width += w
			n++
			if k := breakAfter(words[n-1].Text); k >= 0 {
				after[k] = n
			}
		}
		cut := n
		if n < len(words) {
			switch {
			case after[0] > n/3:
				cut = after[0]
			case after[1] > n/2:
				cut = after[1]
			case after[2] > n/2:
				cut = after[2]
			}
		}
		out = append(out, Phrase{Words: words[:cut:cut], Priority: p.Priority})
		words = words[cut:]
	}
	return out
}

// breakAfter says how good a place to break a line the end of a word is:
// 0 the end of a sentence, 1 of a clause (; or :), 2 of a list item (,);
// -1 none. A move number ("12.") ends no sentence.
func breakAfter(text string) int {
	if text == "" {
		return -1
	}
	switch text[len(text)-1] {
	case '.', '?', '!':
		if strings.Trim(text, "0123456789.") == "" {
			return -1
		}
		return 0
	case ';', ':':
		return 1
	case ',':
		return 2
	}
	return -1
}
