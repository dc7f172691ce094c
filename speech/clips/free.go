package clips

import (
	"context"

	"github.com/anna-chess/anna/speech"
)

// Say speaks free text in a voice, as samples at the clips' rate
// (speech/synth's Synth.Speak).
type Say func(ctx context.Context, voice speech.Voice, text string) ([]int16, error)

// RenderFree is the sound of a phrase that holds free text (see
// speech.FreeText): now, the clips before the first free text, at once;
// more, the rest (the free text spoken by say, with the clips' pause after
// it, and the clips after it), made on a goroutine of its own and given
// once, on a channel that never blocks its sender. Free text that say
// cannot speak is left out, as a clip the bank lacks is.
func (b *Bank) RenderFree(ctx context.Context, p speech.Phrase, say Say) (now []byte, more <-chan []byte) {
	parts := p.Parts()
	first := 0
	for first < len(parts) && parts[first].Free.IsZero() {
		now = append(now, b.render(parts[first].Clips)...)
		first++
	}
	out := make(chan []byte, 1)
	go func() {
		defer close(out)
		var rest []byte
		for _, part := range parts[first:] {
			if part.Free.IsZero() {
				rest = append(rest, b.render(part.Clips)...)
				continue
			}
			if samples, err := say(ctx, part.Free.Voice, part.Text); err == nil && len(samples) > 0 {
				rest = appendPlayed(rest, samples)
			}
		}
		out <- rest
	}()
	return now, out
}
