package clips

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// TestRenderFree: the clips before the free text come at once; the rest
// is the free text as said (at anna's rate, with the clips' pause) and
// the clips after it, in order; free text that cannot be said is left out.
func TestRenderFree(t *testing.T) {
	bank := NewBank()
	b := speech.Phrasebook{Lang: speech.DE}
	p := b.Say(words.Key("online-chat").With(words.Text("Aaron"), words.Text("viel Glück")).As(words.Answer))
	said := []int16{1000, -1000, 2000}
	var asked []string
	say := func(_ context.Context, v speech.Voice, text string) ([]int16, error) {
		asked = append(asked, string(v)+": "+text)
		return said, nil
	}
	now, more := bank.RenderFree(context.Background(), p, say)
	if !slices.Equal(now, bank.Render(p)) || len(now) == 0 {
		t.Errorf("now: %d bytes, want the %d of the clips", len(now), len(bank.Render(p)))
	}
	rest := <-more
	if want := appendPlayed(nil, said); !slices.Equal(rest, want) {
		t.Errorf("rest: %d bytes, want %d", len(rest), len(want))
	}
	if !slices.Equal(asked, []string{"de: viel Glück"}) {
		t.Errorf("asked %q", asked)
	}
	if _, open := <-more; open {
		t.Error("more gives a second value")
	}

	failing := func(context.Context, speech.Voice, string) ([]int16, error) { return nil, errors.New("no") }
	mid := speech.Phrase{Words: append(append([]speech.Word(nil), p.Words...), b.Say(requestSent).Words...)}
	now, more = bank.RenderFree(context.Background(), mid, failing)
	if rest := <-more; !slices.Equal(rest, bank.Render(b.Say(requestSent))) || len(now) == 0 {
		t.Errorf("rest of a line whose free text failed: %d bytes, want the %d of the clips after it", len(rest), len(bank.Render(b.Say(requestSent))))
	}
}

// requestSent is a sentence of clips only, said after the free text.
var requestSent = words.Key("request-sent").Event()
