package speech

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anna-chess/anna/internal/cleantext"
)

// Free text: words anna has no clips for, because somebody else wrote them
// (an opponent's line in the chat, a player's words to the arbiter, the
// reason a server gave). They are printed as written, cleaned, and spoken
// by a speech synthesizer at run time (speech/synth, espeak-ng) in the
// voice of the seat's language, after the clips of the sentence they end.

// FreeText is how a word with no clips is spoken: its text, by a
// synthesizer, in Voice. Lang is the language of the line it is in, whose
// words say so when no synthesizer is installed. The zero FreeText is a
// word spoken by its clips.
type FreeText struct {
	Voice Voice
	Lang  Lang
}

// IsZero reports whether the word is spoken by its clips alone.
func (f FreeText) IsZero() bool { return f.Voice == "" }

// Free text is capped: lichess's chat input takes 140 characters (its API
// specification names no maximum, so a line from the network is cut there
// too), and a player's words to the arbiter 300, a line and a half.
const (
	ChatMax  = 140
	wordsMax = 300
)

// cleanFree is text from outside made fit to print and to speak: escape
// sequences, control and format characters (bidirectional overrides)
// taken out by internal/cleantext, every run of white space one space,
// and the text cut at max characters, with "…" where it was cut.
func cleanFree(text string, max int) string {
	var sb strings.Builder
	n, space := 0, false
	for _, r := range cleantext.Line(text) {
		switch {
		case r == utf8.RuneError:
			continue
		case unicode.IsSpace(r):
			space = sb.Len() > 0
			continue
		}
		if n >= max {
			sb.WriteString("…")
			break
		}
		if space {
			sb.WriteByte(' ')
			n++
			space = false
		}
		sb.WriteRune(r)
		n++
	}
	return sb.String()
}

// free is text somebody wrote, cleaned and cut at max characters, as words
// spoken in the seat's voice.
func (b Phrasebook) free(text string, max int) Phrase {
	return freeWords(cleanFree(text, max), FreeText{Voice: b.Lang.voice(), Lang: b.Lang})
}

// freeEnglish is what a server wrote in English (lichess's reasons),
// spoken in the English voice.
func (b Phrasebook) freeEnglish(text string) Phrase {
	return freeWords(cleanFree(text, wordsMax), FreeText{Voice: voiceEn, Lang: b.Lang})
}

// freeWords splits cleaned text into words, so that a long line breaks
// between them (Lines); Parts joins them again for the synthesizer.
func freeWords(text string, f FreeText) Phrase {
	var p Phrase
	for _, w := range strings.Fields(text) {
		p.Words = append(p.Words, Word{Text: w, Free: f})
	}
	return p
}

// Part is a stretch of a phrase's sound: clips, or free text that a
// synthesizer speaks (Text, in Free's voice).
type Part struct {
	Clips []string
	Text  string
	Free  FreeText
}

// Parts are the phrase's sound in order: the clips of the words between
// free text, and each run of free words in one voice as one text.
func (p Phrase) Parts() []Part {
	var out []Part
	for _, w := range p.Words {
		last := len(out) - 1
		switch {
		case w.Free.IsZero():
			if len(w.Clips) == 0 {
				continue
			}
			if last >= 0 && out[last].Free.IsZero() {
				out[last].Clips = append(out[last].Clips, w.Clips...)
				continue
			}
			out = append(out, Part{Clips: append([]string(nil), w.Clips...)})
		case last >= 0 && out[last].Free == w.Free:
			out[last].Text += " " + w.Text
		default:
			out = append(out, Part{Text: w.Text, Free: w.Free})
		}
	}
	return out
}

// HasFree reports whether some of the phrase is free text.
func (p Phrase) HasFree() bool {
	for _, w := range p.Words {
		if !w.Free.IsZero() {
			return true
		}
	}
	return false
}

const (
	msgNoSynth     msg = "no-synth"
	msgNoSynthElse msg = "no-synth-elsewhere"
)

// noSynth says, once, that free text is printed but not spoken, because
// espeak-ng is not installed, and how to install it on the player's
// system.
func (b Phrasebook) noSynth(how Install) Phrase {
	return b.say(how.pick(msgNoSynth, msgNoSynthElse))
}
