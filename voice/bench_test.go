package voice

import (
	"slices"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech/clips"
)

// BenchmarkLineToFirstSound measures what a player waits for: from a typed
// line handed to the session to the first audible sample reaching the sound
// sink (a recorder that timestamps it), through parsing, the rules, the
// phrase, the clip bank and the speaker queue. Target: p99 under 20 ms.
func BenchmarkLineToFirstSound(b *testing.B) {
	rec := audio.NewRecorder()
	v := &Voice{bank: clips.NewBank(), device: audio.NewSpeaker(rec, audio.Interrupt, nil), since: time.Now()}
	defer v.device.Close()
	sess, _ := session.New(session.Config{})
	lines := []string{"Springer Felix drei", "Springer Felix sechs", "Springer Gustav eins", "Springer Gustav acht"}
	var waits []time.Duration
	i := 0
	for b.Loop() {
		start := time.Now()
		for _, o := range sess.Handle(lines[i%len(lines)]) {
			if o.Kind == session.Say {
				v.Speak(sess.Book().Say(o.Event))
			}
		}
		first := <-rec.Next()
		waits = append(waits, first.Sub(start))
		v.device.Wait(time.Second)
		for len(rec.Next()) > 0 { // a second line (the end of the game) is not waited for
			<-rec.Next()
		}
		i++
		if sess.Game().Outcome().Over() {
			sess, _ = session.New(session.Config{})
		}
	}
	slices.Sort(waits)
	b.ReportMetric(ms(waits[len(waits)/2]), "p50-ms")
	b.ReportMetric(ms(waits[len(waits)*99/100]), "p99-ms")
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
