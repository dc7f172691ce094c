package audio

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"
)

// slow is a Recorder whose Play first sleeps, like a device playing.
type slow struct {
	*Recorder
	delay time.Duration
}

func (s slow) Play(u Utterance) error {
	time.Sleep(s.delay)
	return s.Recorder.Play(u)
}

// gate is a Recorder whose Play waits until the test opens the gate. It
// announces each Play as it begins.
type gate struct {
	*Recorder
	started chan struct{}
	open    chan struct{}
	once    sync.Once
	closes  int
}

// release lets every Play go on. Tests defer it, so that a failing test
// does not leave Speaker.Close waiting for ever.
func (g *gate) release() { g.once.Do(func() { close(g.open) }) }

func newGate() *gate {
	return &gate{Recorder: NewRecorder(), started: make(chan struct{}, 1<<16), open: make(chan struct{})}
}

func (g *gate) Play(u Utterance) error {
	g.started <- struct{}{}
	<-g.open
	return g.Recorder.Play(u)
}

func (g *gate) Close() error {
	g.closes++ // only the speaker goroutine's owner calls Close
	return errors.New("gate: closed")
}

// waitStarted waits for the gate's next Play to begin.
func (g *gate) waitStarted(t *testing.T) {
	t.Helper()
	select {
	case <-g.started:
	case <-time.After(5 * time.Second):
		t.Fatal("got no Play within 5s, want one")
	}
}

func TestSpeakerPlaysInOrder(t *testing.T) {
	many := make([][]byte, 100)
	for i := range many {
		many[i] = samples(int16(i), int16(i+1), int16(i+2))
	}
	tests := []struct {
		name  string
		delay time.Duration
		say   [][]byte
		want  [][]byte
	}{
		{"nothing", 0, nil, nil},
		{"one", 0, [][]byte{tone(50, 0.5)}, [][]byte{tone(50, 0.5)}},
		{"three", 0, [][]byte{tone(30, 0.1), tone(20, 0.2), tone(10, 0.3)}, [][]byte{tone(30, 0.1), tone(20, 0.2), tone(10, 0.3)}},
		{"empty ones skipped", 0, [][]byte{nil, tone(10, 0.5), {}, samples(5)}, [][]byte{tone(10, 0.5), samples(5)}},
		{"many", 0, many, many},
		{"slow sink", 5 * time.Millisecond, many[:20], many[:20]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := NewRecorder()
			s := NewSpeaker(slow{rec, tt.delay}, Queue, func(err error) { t.Errorf("onError: got %v, want no call", err) })
			defer s.Close()
			for _, u := range tt.say {
				s.Say(Utterance{PCM: u})
			}
			if !s.Wait(10 * time.Second) {
				t.Fatalf("Wait: got false, want true (played %d of %d)", len(rec.Utterances()), len(tt.want))
			}
			equalUtterances(t, rec.Utterances(), tt.want)
		})
	}
}

func TestSpeakerSayNeverBlocks(t *testing.T) {
	g := newGate()
	s := NewSpeaker(g, Queue, nil)
	defer s.Close()
	defer g.release()
	want := make([][]byte, 1000)
	for i := range want {
		want[i] = samples(int16(i))
	}
	s.Say(Utterance{PCM: want[0]})
	g.waitStarted(t) // the sink is now busy with the first utterance

	said := make(chan struct{})
	go func() {
		defer close(said)
		for _, u := range want[1:] {
			s.Say(Utterance{PCM: u})
		}
	}()
	select {
	case <-said:
	case <-time.After(5 * time.Second):
		t.Fatal("Say blocked while the sink was busy")
	}
	if s.Wait(20 * time.Millisecond) {
		t.Error("Wait with the sink stuck: got true, want false")
	}
	g.release()
	if !s.Wait(10 * time.Second) {
		t.Fatal("Wait after the sink went on: got false, want true")
	}
	equalUtterances(t, g.Utterances(), want)
	if !s.Wait(0) {
		t.Error("Wait with nothing queued: got false, want true")
	}
}

func TestSpeakerClose(t *testing.T) {
	g := newGate()
	s := NewSpeaker(g, Queue, nil)
	s.Say(Utterance{PCM: samples(1)})
	g.waitStarted(t)
	s.Say(Utterance{PCM: samples(2)})
	s.Say(Utterance{PCM: samples(3)})

	closed := make(chan error)
	go func() { closed <- s.Close() }()
	select {
	case err := <-closed:
		t.Fatalf("Close returned %v while an utterance was playing, want it to wait", err)
	case <-time.After(20 * time.Millisecond):
	}
	g.release()
	var err error
	select {
	case err = <-closed:
	case <-time.After(5 * time.Second):
		t.Fatal("Close did not return after the utterance ended")
	}
	if got, want := errString(err), "gate: closed"; got != want {
		t.Errorf("Close: got %q, want %q", got, want)
	}
	if got, want := errString(s.Close()), "gate: closed"; got != want {
		t.Errorf("second Close: got %q, want %q", got, want)
	}
	if g.closes != 1 {
		t.Errorf("sink closed %d times, want 1", g.closes)
	}
	s.Say(Utterance{PCM: samples(4)})
	if s.Wait(time.Second) {
		t.Error("Wait after Close dropped utterances: got true, want false")
	}
	equalUtterances(t, g.Utterances(), [][]byte{samples(1)})
}

func TestSpeakerReportsFirstErrorOnce(t *testing.T) {
	tests := []struct {
		name   string
		from   int // first failing Play, counting from 1
		plays  int
		want   []string
		noHook bool
	}{
		{"never fails", 100, 5, nil, false},
		{"always fails", 1, 5, []string{"failing: play 1"}, false},
		{"fails from the third", 3, 5, []string{"failing: play 3"}, false},
		{"no hook", 1, 5, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sink := &failing{name: "failing", from: tt.from}
			var mu sync.Mutex
			var got []string
			hook := func(err error) {
				mu.Lock()
				defer mu.Unlock()
				got = append(got, err.Error())
			}
			if tt.noHook {
				hook = nil
			}
			s := NewSpeaker(sink, Queue, hook)
			defer s.Close()
			for i := range tt.plays {
				s.Say(Utterance{PCM: samples(int16(i))})
			}
			if !s.Wait(10 * time.Second) {
				t.Fatal("Wait: got false, want true")
			}
			if plays, _ := sink.counts(); plays != tt.plays {
				t.Errorf("sink played %d times, want %d: the speaker must go on after an error", plays, tt.plays)
			}
			mu.Lock()
			defer mu.Unlock()
			if !slices.Equal(got, tt.want) {
				t.Errorf("onError calls: got %q, want %q", got, tt.want)
			}
		})
	}
}

// BenchmarkSpeakerHandoff measures the wait from Say to the moment the
// sink is handed the first audible sample: what the user waits for, less
// the device's own latency.
func BenchmarkSpeakerHandoff(b *testing.B) {
	rec := NewRecorder()
	s := NewSpeaker(rec, Queue, nil)
	defer s.Close()
	u := tone(300, 0.5) // about one spoken word
	var lat []time.Duration
	for b.Loop() {
		start := time.Now()
		s.Say(Utterance{PCM: u})
		lat = append(lat, (<-rec.Next()).Sub(start))
		s.Wait(time.Second) // so that the next Say finds the speaker idle
	}
	b.StopTimer()
	slices.Sort(lat)
	pct := func(p int) float64 {
		return float64(lat[(len(lat)-1)*p/100]) / float64(time.Millisecond)
	}
	b.ReportMetric(pct(50), "p50-ms")
	b.ReportMetric(pct(99), "p99-ms")
}

func ExampleSpeaker() {
	rec := NewRecorder()
	s := NewSpeaker(rec, Queue, func(err error) { /* tell the user once, in words */ })
	s.Say(Utterance{PCM: samples(1000, 2000)}) // returns at once
	s.Say(Utterance{PCM: samples(3000)})
	s.Wait(time.Second)
	s.Close()
	fmt.Println(len(rec.Utterances()), "utterances played")
	// Output: 2 utterances played
}
