package audio

import (
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/words"
)

// stage is a sink that holds each utterance until the test lets it end or
// the speaker cuts it, and notes which.
type stage struct {
	playing chan string   // the text of each utterance as it starts
	release chan struct{} // the test lets the utterance being played end
	mu      sync.Mutex
	heard   []string // "text", or "text (cut)"
}

func newStage() *stage {
	return &stage{playing: make(chan string, 100), release: make(chan struct{})}
}

func (s *stage) Play(u Utterance) error {
	s.playing <- u.Text
	select {
	case <-u.Stop:
		s.note(u.Text + " (cut)")
	case <-s.release:
		s.note(u.Text)
	}
	return nil
}

func (s *stage) note(h string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.heard = append(s.heard, h)
}

func (s *stage) Close() error { return nil }

func (s *stage) all() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return strings.Join(s.heard, ", ")
}

var priorityNamed = map[string]words.Priority{"announcement": words.Announcement, "answer": words.Answer, "countdown": words.Countdown, "alarm": words.Alarm}

// TestSpeakerPolicy plays scenes of speech: "say KIND TEXT" queues an
// utterance, "stale KIND TEXT" one said two seconds ago, "hush" is a key
// press, "plays TEXT" waits until TEXT starts, "end" lets the utterance
// being played end. heard is everything played, in order, with the ones
// cut short marked.
func TestSpeakerPolicy(t *testing.T) {
	tests := []struct {
		name   string
		policy Policy
		steps  []string
		heard  string
	}{
		{"a key silences an answer", Interrupt,
			[]string{"say answer help", "plays help", "hush", "say announcement e4", "plays e4", "end"},
			"help (cut), e4"},
		{"a key drops the answers waiting", Interrupt,
			[]string{"say announcement e4", "plays e4", "say answer position", "say answer where", "hush", "end"},
			"e4"},
		{"a key leaves announcements", Interrupt,
			[]string{"say announcement e4", "plays e4", "say announcement e5", "hush", "end", "plays e5", "end"},
			"e4, e5"},
		{"an announcement cuts an answer", Interrupt,
			[]string{"say answer position", "plays position", "say announcement Springer Felix drei", "plays Springer Felix drei", "end"},
			"position (cut), Springer Felix drei"},
		{"a new answer cuts the old", Interrupt,
			[]string{"say answer position", "plays position", "say answer legal", "plays legal", "end"},
			"position (cut), legal"},
		{"an answer waits for an announcement", Interrupt,
			[]string{"say announcement e4", "plays e4", "say answer square", "end", "plays square", "end"},
			"e4, square"},
		{"announcements are never dropped", Interrupt,
			[]string{"say announcement e4", "plays e4", "say announcement e5", "say announcement Nf3", "say announcement Nc6",
				"say announcement Bb5", "end", "plays e5", "end", "plays Nf3", "end", "plays Nc6", "end", "plays Bb5", "end"},
			"e4, e5, Nf3, Nc6, Bb5"},
		{"a newer countdown replaces an older", Interrupt,
			[]string{"say announcement e4", "plays e4", "say countdown five", "say countdown four", "end", "plays four", "end"},
			"e4, four"},
		{"a countdown cuts an answer", Interrupt,
			[]string{"say answer help", "plays help", "say countdown ten seconds", "plays ten seconds", "end"},
			"help (cut), ten seconds"},
		{"a move cuts a countdown", Interrupt,
			[]string{"say countdown five", "plays five", "say announcement e4", "plays e4", "end"},
			"five (cut), e4"},
		{"a stale countdown is dropped", Interrupt,
			[]string{"say announcement e4", "plays e4", "stale countdown three", "end", "say announcement e5", "plays e5", "end"},
			"e4, e5"},
		{"an alarm cuts an answer at once", Interrupt,
			[]string{"say answer help", "plays help", "say countdown two", "say alarm flag fallen", "plays flag fallen", "end"},
			"help (cut), flag fallen"},
		{"an alarm cuts a move, which is said again", Interrupt,
			[]string{"say announcement e4", "plays e4", "say countdown one", "say answer where", "say alarm flag fallen",
				"plays flag fallen", "end", "plays e4", "end"},
			"e4 (cut), flag fallen, e4"},
		{"alarms keep their order", Interrupt,
			[]string{"say alarm White flag", "plays White flag", "say alarm Black flag", "say announcement draw", "end",
				"plays Black flag", "end", "plays draw", "end"},
			"White flag, Black flag, draw"},
		{"the queue policy says everything", Queue,
			[]string{"say answer help", "plays help", "hush", "say announcement e4", "say countdown five", "say countdown four",
				"say alarm flag", "end", "plays e4", "end", "plays five", "end", "plays four", "end", "plays flag", "end"},
			"help, e4, five, four, flag"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newStage()
			s := NewSpeaker(st, tt.policy, nil)
			defer s.Close()
			for _, step := range tt.steps {
				verb, rest, _ := strings.Cut(step, " ")
				switch verb {
				case "say", "stale":
					kind, text, _ := strings.Cut(rest, " ")
					at := time.Now()
					if verb == "stale" {
						at = at.Add(-2 * time.Second)
					}
					s.Say(Utterance{PCM: samples(1), Priority: priorityNamed[kind], Text: text, At: at})
				case "hush":
					s.Hush()
				case "plays":
					select {
					case got := <-st.playing:
						if got != rest {
							t.Fatalf("at %q: %q started, want %q (heard so far: %s)", step, got, rest, st.all())
						}
					case <-time.After(5 * time.Second):
						t.Fatalf("at %q: nothing started (heard so far: %s)", step, st.all())
					}
				case "end":
					select {
					case st.release <- struct{}{}:
					case <-time.After(100 * time.Millisecond): // it was cut already
					}
				}
			}
			if !s.Wait(5 * time.Second) {
				t.Fatalf("speech never finished; heard %s", st.all())
			}
			if got := st.all(); got != tt.heard {
				t.Errorf("heard %q, want %q", got, tt.heard)
			}
		})
	}
}

// TestSpeakerCatchesUp: announcements said while others wait behind them
// are said faster; the last, and one said alone, at their own pace.
func TestSpeakerCatchesUp(t *testing.T) {
	g := newGate()
	s := NewSpeaker(g, Interrupt, nil)
	defer s.Close()
	defer g.release()
	move := tone(1000, 0.5)
	s.Say(Utterance{PCM: move, Priority: words.Announcement})
	g.waitStarted(t) // the first is said before the others come
	for range 3 {
		s.Say(Utterance{PCM: move, Priority: words.Announcement})
	}
	g.release()
	if !s.Wait(5 * time.Second) {
		t.Fatal("not all said")
	}
	var lengths []float64
	for _, u := range g.Utterances() {
		lengths = append(lengths, wavfile.Duration(len(u)))
	}
	want := []float64{1, 1 / catchUpRate(1), 1 / catchUpRate(1), 1}
	if len(lengths) != len(want) {
		t.Fatalf("got %d utterances, want %d", len(lengths), len(want))
	}
	for i := range want {
		if math.Abs(lengths[i]-want[i]) > 0.02 {
			t.Errorf("utterance %d lasts %.3f s, want %.3f s", i+1, lengths[i], want[i])
		}
	}
}

// TestSpeakerRateAndVolume: the rate and volume set apply from the next
// utterance on, to everything still queued; a queue catching up goes half
// as fast again as the rate chosen.
func TestSpeakerRateAndVolume(t *testing.T) {
	g := newGate()
	s := NewSpeaker(g, Interrupt, nil)
	defer s.Close()
	defer g.release()
	move := tone(1000, 0.5)
	s.Say(Utterance{PCM: move, Priority: words.Announcement})
	g.waitStarted(t) // said at rate 1
	if got := s.SetRate(2); got != 2 {
		t.Errorf("SetRate(2) = %v", got)
	}
	if got := s.SetVolume(50); got != 50 {
		t.Errorf("SetVolume(50) = %v", got)
	}
	for range 2 {
		s.Say(Utterance{PCM: move, Priority: words.Announcement})
	}
	g.release()
	if !s.Wait(5 * time.Second) {
		t.Fatal("not all said")
	}
	var lengths, levels []float64
	for _, u := range g.Utterances() {
		lengths = append(lengths, wavfile.Duration(len(u)))
		levels = append(levels, rms(u))
	}
	want := []float64{1, 1 / catchUpRate(2), 0.5}
	if len(lengths) != len(want) {
		t.Fatalf("got %d utterances, want %d", len(lengths), len(want))
	}
	for i := range want {
		if math.Abs(lengths[i]-want[i]) > 0.002 {
			t.Errorf("utterance %d lasts %.3f s, want %.3f s", i+1, lengths[i], want[i])
		}
	}
	if ratio := levels[2] / levels[0]; math.Abs(ratio-0.125) > 0.01 {
		t.Errorf("at volume 50%% the level is %.3f of the first's, want 0.125", ratio)
	}
	for _, tt := range []struct{ set, want float64 }{{9, MaxRate}, {0.1, MinRate}} {
		if got := s.SetRate(tt.set); got != tt.want {
			t.Errorf("SetRate(%v) = %v, want %v", tt.set, got, tt.want)
		}
	}
	if got := s.SetVolume(140); got != 100 {
		t.Errorf("SetVolume(140) = %v, want 100", got)
	}
}
