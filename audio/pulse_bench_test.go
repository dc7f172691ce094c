package audio

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/pulsetest"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/words"
)

// ear listens to a PulseAudio sink's monitor (parec) and notes when each
// of its tones starts to sound, as a listener at the speakers would.
type ear struct {
	mu     sync.Mutex
	tones  []float64
	onsets map[float64][]time.Time
	on     map[float64]bool
}

// block is 5 ms of sound: the resolution of the times the ear notes.
const block = pulsetest.Block

// hear takes one block of what the sink played.
func (e *ear) hear(now time.Time, s []int16) {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, f := range e.tones {
		loud := goertzel(s, f) > 0.2
		if loud && !e.on[f] {
			e.onsets[f] = append(e.onsets[f], now)
		}
		e.on[f] = loud
	}
}

// goertzel is the share of the block's power at freq (0..about 0.5).
func goertzel(s []int16, freq float64) float64 {
	w := 2 * math.Pi * freq / wavfile.SampleRate
	c := 2 * math.Cos(w)
	var s1, s2, energy float64
	for _, v := range s {
		x := float64(v) / 32768
		s0 := x + c*s1 - s2
		s2, s1 = s1, s0
		energy += x * x
	}
	if energy == 0 {
		return 0
	}
	p := s1*s1 + s2*s2 - c*s1*s2
	return p / energy / float64(len(s))
}

// heard waits until freq starts to sound after t, and returns when.
func (e *ear) heard(tb testing.TB, freq float64, after time.Time, within time.Duration) time.Time {
	tb.Helper()
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		e.mu.Lock()
		for _, at := range e.onsets[freq] {
			if at.After(after) {
				e.mu.Unlock()
				return at
			}
		}
		e.mu.Unlock()
		time.Sleep(time.Millisecond)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	var heard []string
	for f, ts := range e.onsets {
		for _, at := range ts {
			heard = append(heard, fmt.Sprintf("%v Hz at %s", f, at.Format("05.000")))
		}
	}
	slices.Sort(heard)
	tb.Fatalf("%v Hz never heard after %s; heard %s", freq, after.Format("05.000"), strings.Join(heard, ", "))
	return time.Time{}
}

// startPulse starts a private PulseAudio server with a null sink, points
// this process at it, and listens to the sink.
func startPulse(b *testing.B, tones ...float64) *ear { return newPulseServer(b, tones...).ear }

// BenchmarkSpeechThroughPulseAudio measures speech as a player hears it,
// through a real sound server (PulseAudio, a null sink listened to with
// parec): the times from the moment something is said to the moment its
// sound is heard. Targets: a move typed 1 s into a long help heard within
// 300 ms; a flag fall heard within 100 ms whatever was being said; five
// moves typed in one second all heard, the last within 4 s. Under -short
// (the quick form of docs/developers.md) every sound and pause is a
// quarter as long: the same paths in a few seconds, no measurement.
func BenchmarkSpeechThroughPulseAudio(b *testing.B) {
	ms := func(d int) int { // a sound's length
		if testing.Short() {
			return d / 4
		}
		return d
	}
	pause := func(d time.Duration) time.Duration { return time.Duration(ms(int(d))) }
	// Each tone at a frequency the ear's blocks hold a whole number of
	// periods of, so that no tone is taken for another.
	bin := func(k int) float64 { return float64(k) * wavfile.SampleRate / block }
	helpHz, moveHz, flagHz := bin(2), bin(5), bin(8)
	fiveHz := []float64{bin(3), bin(4), bin(6), bin(7), bin(9)}
	e := startPulse(b, append([]float64{helpHz, moveHz, flagHz}, fiveHz...)...)
	dev := NewDevice(DeviceOptions{Command: childCommand(b)})
	s := NewSpeaker(dev, Interrupt, func(err error) { b.Errorf("no sound through the PulseAudio server: %v", err) })
	defer s.Close()
	// A move is about 1.1 s of speech (1.0 to 1.3), help 75 s.
	help, move, flag := toneAt(helpHz, ms(75000), 0.4), toneAt(moveHz, ms(1100), 0.4), toneAt(flagHz, ms(1500), 0.4)
	var afterHelp, flagOverMove, flagOverHelp, fifth []time.Duration
	for b.Loop() {
		// A move typed 1 s after help: the key press hushes help.
		time.Sleep(pause(200 * time.Millisecond))
		t0 := time.Now()
		s.Say(Utterance{PCM: help, Priority: words.Answer})
		e.heard(b, helpHz, t0, 5*time.Second)
		time.Sleep(pause(time.Second))
		t1 := time.Now()
		s.Hush()
		s.Say(Utterance{PCM: move, Priority: words.Announcement})
		afterHelp = append(afterHelp, e.heard(b, moveHz, t1, 5*time.Second).Sub(t1))
		s.Wait(10 * time.Second)

		// A flag falls while a move is said, then while an answer is.
		for _, kind := range []words.Priority{words.Announcement, words.Answer} {
			time.Sleep(pause(200 * time.Millisecond))
			t0 = time.Now()
			s.Say(Utterance{PCM: toneAt(helpHz, ms(3000), 0.4), Priority: kind})
			e.heard(b, helpHz, t0, 5*time.Second)
			time.Sleep(pause(300 * time.Millisecond))
			t1 = time.Now()
			s.Say(Utterance{PCM: flag, Priority: words.Alarm})
			d := e.heard(b, flagHz, t1, 5*time.Second).Sub(t1)
			if kind == words.Announcement {
				flagOverMove = append(flagOverMove, d)
			} else {
				flagOverHelp = append(flagOverHelp, d)
			}
			s.Wait(10 * time.Second)
		}

		// Five moves typed in one second.
		time.Sleep(200 * time.Millisecond) // the last sound has left the server
		t0 = time.Now()
		for i, hz := range fiveHz {
			time.Sleep(time.Until(t0.Add(time.Duration(i) * pause(250*time.Millisecond))))
			s.Say(Utterance{PCM: toneAt(hz, ms(1200), 0.4), Priority: words.Announcement}) // a long move: Springer Cesar sechs
		}
		var last time.Time
		for _, hz := range fiveHz {
			last = e.heard(b, hz, t0, 10*time.Second) // each one is heard
		}
		fifth = append(fifth, last.Sub(t0))
		s.Wait(10 * time.Second)
	}
	report := func(name string, ds []time.Duration) {
		slices.Sort(ds)
		b.ReportMetric(float64(ds[len(ds)-1])/1e6, name+"-max-ms")
	}
	report("move-after-help", afterHelp)
	report("flag-over-move", flagOverMove)
	report("flag-over-answer", flagOverHelp)
	report("fifth-move", fifth)
}
