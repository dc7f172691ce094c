package join

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// told is a Handler that writes down what it was told.
type told struct{ lines []string }

func (t *told) Seated(s string)           { t.lines = append(t.lines, "seated "+s) }
func (t *told) Words(b speech.Phrasebook) { t.lines = append(t.lines, "words "+b.Lang.String()) }
func (t *told) Said(p speech.Phrase)      { t.lines = append(t.lines, "said "+p.Text()) }
func (t *told) Notice(s string)           { t.lines = append(t.lines, "notice "+s) }
func (t *told) Voice(s string)            { t.lines = append(t.lines, "voice "+s) }
func (t *told) Prompt(p wire.Prompt)      { t.lines = append(t.lines, "prompt "+p.Text) }
func (t *told) Picture(p wire.Picture)    { t.lines = append(t.lines, "picture "+p.Board[0].String()) }
func (t *told) Answered()                 { t.lines = append(t.lines, "answered") }
func (t *told) Heard() int                { return 0 }
func (t *told) Status(s string)           { t.lines = append(t.lines, "status "+s) }
func (t *told) Says(p speech.Phrase)      { t.lines = append(t.lines, "says "+p.Text()) }
func (t *told) Kept(s string)             { t.lines = append(t.lines, "kept "+s) }
func (t *told) NotSent(s []string)        { t.lines = append(t.lines, "not sent "+strings.Join(s, ", ")) }

// TestReaderDistrustsTheHost: what a host sends that is not an event this
// anna can say is told as anna join's own line, in the joiner's words,
// and left out; the rest goes on being said.
func TestReaderDistrustsTheHost(t *testing.T) {
	h := &told{}
	cfg := &Config{Book: speech.Phrasebook{Lang: speech.DE}}
	r := reader{h: h, cfg: cfg}
	if _, err := r.seated([]string{"black", "klingon", "", "", "", "", ""}); err == nil {
		t.Error("seated with a wrong number of fields was taken")
	}
	if _, err := r.seated([]string{"black", "klingon", "", "", "", "", "", "0"}); err == nil {
		t.Error("seated in a language this anna does not know was taken")
	}
	if _, err := r.seated([]string{"black", "de", "appendix-d", "appendix-d", "normal", "", "c0ffee", "0"}); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"event\t{\"k\":\"exit\"}",
		"event\t{\"k\":\"seat-back\",\"a\":[\"\\u001b[2J\"]}",
		"event\t{\"k\":\"file-line\",\"a\":[\"z9\",[]]}", // no square
		"event\tnot json",
		"event",
		"prompt\t{\"k\":\"prompt\",\"a\":[1,\"purple\"]}\tsecret",
		"own\tklingon\tloud",
		"nonsense\tfrom\ta newer host",
		// anna join's own sentences (own), alone and inside a line
		"event\t{\"k\":\"join-key-changed\",\"a\":[\"host\",\"SHA256:x\",\"/home/you/.bashrc\"]}",
		"event\t{\"l\":[{\"k\":\"goodbye\"},{\"k\":\"join-line-kept\",\"a\":[\"resign\"]}]}",
		"event\t{\"k\":\"is-to-move\",\"a\":[\"white\"]}",
	} {
		kind, fields := wire.Split(line)
		r.read(kind, fields)
	}
	got := strings.Join(h.lines, "\n")
	if n := strings.Count(got, "status Der Gastgeber hat etwas gesendet, das dieses anna nicht sagen kann"); n != 7 {
		t.Errorf("%d refusals, want 7 (the unknown key, the escape, no square, not JSON, the bad prompt, two of anna join's own):\n%s", n, got)
	}
	for _, l := range h.lines {
		if strings.HasPrefix(l, "said ") && (strings.Contains(l, "bashrc") || strings.Contains(l, "resign")) {
			t.Errorf("anna join's own sentence said from the host: %s", l)
		}
	}
	if !strings.HasSuffix(got, "said "+speech.Phrasebook{Lang: speech.DE}.Say(words.Key("is-to-move").With(words.Colour(rules.White))).Text()) || !strings.Contains(got, "prompt \n") {
		t.Errorf("after the refusals:\n%s", got)
	}
	if r.book.Lang != speech.DE || cfg.Hello.Lang != "" {
		t.Errorf("own with words this anna does not know changed the book: %+v, %+v", r.book, cfg.Hello)
	}
}

// FuzzReader: no line from a host makes anna join's reader panic, and
// what it hands on holds no control character.
func FuzzReader(f *testing.F) {
	for _, s := range []string{"event\t{\"k\":\"is-to-move\",\"a\":[\"white\"]}", "prompt\t{\"k\":\"prompt\",\"a\":[1,\"white\"]}\tsecret,asking",
		"own\tsl\tbrief", "event\t{\"l\":[{\"t\":\"⠿\"},{\"k\":\"goodbye\"}],\"p\":3}", "voice\tfaster", "notice\tx"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		h := &told{}
		r := reader{h: h, cfg: &Config{}, book: speech.Phrasebook{Lang: speech.HR}}
		kind, fields := wire.Split(line)
		r.read(kind, fields)
		for _, l := range h.lines {
			kind, text, _ := strings.Cut(l, " ")
			if kind == "said" || kind == "prompt" {
				for _, c := range text {
					if c < ' ' || c == 0x7f {
						t.Fatalf("%q said %q", line, text)
					}
				}
			}
		}
	})
}
