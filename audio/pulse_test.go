package audio

import (
	"math"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/pulsetest"
	"github.com/anna-chess/anna/internal/wavfile"
)

// pulseServer is a private PulseAudio server (pulsetest) with an ear on
// its sink.
type pulseServer struct {
	*pulsetest.Server
	ear *ear
}

// newPulseServer starts a private PulseAudio server with a null sink,
// points this process (and so its sound processes) at it, and listens to
// the sink for tones.
func newPulseServer(tb testing.TB, tones ...float64) *pulseServer {
	e := &ear{tones: tones, onsets: map[float64][]time.Time{}, on: map[float64]bool{}}
	srv := pulsetest.Start(tb)
	srv.Listen(e.hear)
	return &pulseServer{Server: srv, ear: e}
}

// events counts a Device's OnLost and OnBack calls.
type events struct {
	mu         sync.Mutex
	lost, back int
	changed    chan struct{}
}

func newEvents() *events { return &events{changed: make(chan struct{}, 16)} }

func (e *events) onLost(error) { e.mu.Lock(); e.lost++; e.mu.Unlock(); e.changed <- struct{}{} }
func (e *events) onBack()      { e.mu.Lock(); e.back++; e.mu.Unlock(); e.changed <- struct{}{} }

// waitFor waits until the counts are lost and back.
func (e *events) waitFor(tb testing.TB, lost, back int, within time.Duration) time.Time {
	tb.Helper()
	deadline := time.After(within)
	for {
		e.mu.Lock()
		l, b := e.lost, e.back
		e.mu.Unlock()
		if l == lost && b == back {
			return time.Now()
		}
		select {
		case <-e.changed:
		case <-deadline:
			tb.Fatalf("after %v: lost %d times and back %d, want %d and %d", within, l, b, lost, back)
		}
	}
}

// TestDeviceSurvivesPulseRestart: the PulseAudio server killed while
// nothing is said is noticed at once, and said once; what is said while
// it is away is dropped, never played later; when the server is back the
// device says so and plays again; and a second loss, while the device's
// stream is corked between utterances, is noticed too.
func TestDeviceSurvivesPulseRestart(t *testing.T) {
	bin := func(k int) float64 { return float64(k) * wavfile.SampleRate / block }
	before, meantime, after := bin(3), bin(5), bin(8)
	srv := newPulseServer(t, before, meantime, after)
	ev := newEvents()
	dev := NewDevice(DeviceOptions{Command: childCommand(t, idleCorkEnv+"=300ms"), Retry: 200 * time.Millisecond, OnLost: ev.onLost, OnBack: ev.onBack})
	defer dev.Close()
	s := NewSpeaker(dev, Queue, func(err error) { t.Errorf("speaker: %v", err) })
	defer s.Close()

	t0 := time.Now()
	s.Say(Utterance{PCM: toneAt(before, 300, 0.4)})
	srv.ear.heard(t, before, t0, 5*time.Second)
	s.Wait(5 * time.Second)

	srv.Kill()
	ev.waitFor(t, 1, 0, 5*time.Second)
	s.Say(Utterance{PCM: toneAt(meantime, 300, 0.4)}) // while the sound is lost
	if !s.Wait(5 * time.Second) {
		t.Fatal("an utterance said while the sound was lost is still waiting")
	}

	srv.Restart()
	ev.waitFor(t, 1, 1, 5*time.Second)
	t1 := time.Now()
	s.Say(Utterance{PCM: toneAt(after, 300, 0.4)})
	srv.ear.heard(t, after, t1, 5*time.Second)
	s.Wait(5 * time.Second)
	time.Sleep(200 * time.Millisecond) // what the server holds has sounded
	srv.ear.mu.Lock()
	n := len(srv.ear.onsets[meantime])
	srv.ear.mu.Unlock()
	if n != 0 {
		t.Errorf("the utterance said while the sound was lost was played %d times after, want never", n)
	}

	// Lost again while the stream is corked (idle past its 300 ms).
	time.Sleep(600 * time.Millisecond)
	srv.Kill()
	ev.waitFor(t, 2, 1, 5*time.Second)
}

// BenchmarkRecoveryAfterRestart measures how long after a PulseAudio
// server comes back anna's voice is heard again: the device looks every
// 2 s (its default), so the wait is up to that, plus the new sound
// process's start (under 10 ms on a server that has run a while; about
// half a second on a null sink just started, which plays in long blocks
// until a stream asks for less), plus the first sound.
func BenchmarkRecoveryAfterRestart(b *testing.B) {
	hz := float64(5) * wavfile.SampleRate / block
	srv := newPulseServer(b, hz)
	ev := newEvents()
	opts := DeviceOptions{Command: childCommand(b), OnLost: ev.onLost, OnBack: ev.onBack}
	if testing.Short() {
		opts.Retry = 200 * time.Millisecond // the quick form: no measurement
	}
	dev := NewDevice(opts)
	defer dev.Close()
	s := NewSpeaker(dev, Queue, nil)
	defer s.Close()
	s.Say(Utterance{PCM: toneAt(hz, 100, 0.4)})
	s.Wait(5 * time.Second)
	var back, heard []time.Duration
	n := 0
	for b.Loop() {
		n++
		srv.Kill()
		ev.waitFor(b, n, n-1, 5*time.Second)
		time.Sleep(500 * time.Millisecond) // the server is away a while
		t0 := time.Now()
		srv.Restart()
		at := ev.waitFor(b, n, n, 10*time.Second)
		back = append(back, at.Sub(t0))
		t1 := time.Now()
		s.Say(Utterance{PCM: toneAt(hz, 100, 0.4)})
		heard = append(heard, srv.ear.heard(b, hz, t1, 5*time.Second).Sub(t0))
		s.Wait(5 * time.Second)
	}
	b.ReportMetric(mean(back).Seconds()*1000, "back-ms")
	b.ReportMetric(mean(heard).Seconds()*1000, "heard-ms")
}

func mean(ds []time.Duration) time.Duration {
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	return sum / time.Duration(max(1, len(ds)))
}

// TestPulseLevel: anna's speech reaches the sink as loud as it was
// recorded (a new stream is not at jfreymuth/pulse's default volume of
// 0x100, 1/256 of PA_VOLUME_NORM: the server takes no volume the client did
// not set), and --volume 50 is 18 dB down.
func TestPulseLevel(t *testing.T) {
	hz := float64(4) * wavfile.SampleRate / block
	srv := newPulseServer(t, hz)
	s := NewSpeaker(NewDevice(DeviceOptions{Command: childCommand(t)}), Queue, func(err error) { t.Errorf("speaker: %v", err) })
	defer s.Close()
	tone := toneAt(hz, 400, 0.4)
	want := rmsDB(toSamples(tone))
	for _, tt := range []struct {
		volume int
		down   float64
	}{{100, 0}, {50, 18.06}} {
		s.SetVolume(tt.volume)
		before := len(srv.Heard())
		t0 := time.Now()
		s.Say(Utterance{PCM: tone})
		srv.ear.heard(t, hz, t0, 5*time.Second)
		s.Wait(5 * time.Second)
		time.Sleep(200 * time.Millisecond)
		heard := srv.Heard()[before:]
		loudest := -200.0
		for i := 0; i+4*block <= len(heard); i += block {
			loudest = max(loudest, rmsDB(heard[i:i+4*block])) // 20 ms windows
		}
		t.Logf("volume %d: the sink's loudest 20 ms at %.2f dB of full scale, the sound sent at %.2f dB", tt.volume, loudest, want)
		if d := loudest - (want - tt.down); d < -0.5 || d > 0.5 {
			t.Errorf("volume %d: heard at %.2f dB, want %.2f dB (±0.5)", tt.volume, loudest, want-tt.down)
		}
	}
}

// rmsDB is the level of samples in dB of full scale.
func rmsDB(s []int16) float64 {
	var sum float64
	for _, v := range s {
		sum += float64(v) * float64(v)
	}
	return 10 * math.Log10(sum/float64(max(1, len(s)))/32768/32768+1e-20)
}

// TestCloseEndsTheChildBeingStarted: Close, while the device lost is
// looked for again and a new sound process is starting, returns only once
// that process has ended: none is left running after anna (on Windows one
// holds the sound log open, and nothing can remove it).
func TestCloseEndsTheChildBeingStarted(t *testing.T) {
	srv := pulsetest.Start(t)
	var mu sync.Mutex
	var started []*exec.Cmd
	lost := false
	working := childCommand(t)
	dev := NewDevice(DeviceOptions{
		Retry: 50 * time.Millisecond, OpenTimeout: 5 * time.Second,
		OnLost: func(error) { mu.Lock(); lost = true; mu.Unlock() },
		Command: func(backend string) *exec.Cmd {
			mu.Lock()
			defer mu.Unlock()
			cmd := working(backend)
			if lost { // a sound process that never opens its device
				cmd = exec.Command(os.Args[0])
				cmd.Env = append(os.Environ(), busyEnv+"=1")
			}
			started = append(started, cmd)
			return cmd
		},
	})
	if err := dev.Play(Utterance{PCM: toneAt(440, 100, 0.3)}); err != nil {
		t.Fatal(err)
	}
	srv.Kill()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		mu.Lock()
		n := len(started)
		mu.Unlock()
		if n >= 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no sound process started again 10 s after the server went")
		}
	}
	dev.Close()
	mu.Lock()
	last := started[len(started)-1]
	mu.Unlock()
	if last.ProcessState == nil {
		last.Process.Kill()
		t.Error("Close returned while the sound process it was starting still ran")
	}
}
