package voice

import (
	"slices"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
	"github.com/anna-chess/anna/speech/synth"
)

// BenchmarkChatToFirstSound measures what a player waits for when the
// opponent writes in the chat: from the chat event's phrase handed to the
// voice to the first audible sample of its clips ("Aaron says:"), and to
// the first audible sample of the line itself, synthesized by espeak-ng
// (a 140-character line, lichess's longest), on a sink that plays at once
// (a recorder). On a real device the line follows the clips, which last
// about a second, so text-ms under that is never waited for.
func BenchmarkChatToFirstSound(b *testing.B) {
	s := synth.New()
	if !s.Available() {
		b.Skip("espeak-ng is not installed (apt-get install espeak-ng)")
	}
	rec := audio.NewRecorder()
	v := &Voice{bank: clips.NewBank(), synth: s, device: audio.NewSpeaker(rec, audio.Interrupt, nil), since: time.Now()}
	defer v.device.Close()
	lines := []string{
		"Good game so far, but I think my knight on f5 is strong. What do you say about the position? I would like to see your plan, tell me!",
		"Thanks for the game, it was a pleasure to play you tonight. Good luck in your next games, and see you on the board again soon, ok?",
	}
	book := speech.Phrasebook{}
	var clipWaits, textWaits []time.Duration
	i := 0
	for b.Loop() {
		start := time.Now()
		v.Speak(chatLine(book, "Aaron", lines[i%len(lines)]))
		clipWaits = append(clipWaits, (<-rec.Next()).Sub(start))
		textWaits = append(textWaits, (<-rec.Next()).Sub(start))
		v.device.Wait(time.Second)
		i++
	}
	slices.Sort(clipWaits)
	slices.Sort(textWaits)
	b.ReportMetric(ms(clipWaits[len(clipWaits)/2]), "clips-p50-ms")
	b.ReportMetric(ms(textWaits[len(textWaits)/2]), "text-p50-ms")
	b.ReportMetric(ms(textWaits[len(textWaits)*99/100]), "text-p99-ms")
}
