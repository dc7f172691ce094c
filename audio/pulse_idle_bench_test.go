package audio

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/pulsetest"
	"github.com/anna-chess/anna/internal/wavfile"
)

// BenchmarkPulseStart measures how soon a word is heard at the sink when
// the sound process's stream is open but empty (the last word was said
// a moment ago) and when it has been corked (idle longer than
// pulseIdleCork, here 300 ms): a corked stream must start as fast.
func BenchmarkPulseStart(b *testing.B) {
	hz := float64(6) * wavfile.SampleRate / block
	srv := newPulseServer(b, hz)
	dev := NewDevice(DeviceOptions{Command: childCommand(b, idleCorkEnv+"=300ms")})
	s := NewSpeaker(dev, Queue, func(err error) { b.Errorf("speaker: %v", err) })
	defer s.Close()
	say := func() time.Duration { // the time to the first sound
		t0 := time.Now()
		s.Say(Utterance{PCM: toneAt(hz, 100, 0.4)})
		d := srv.ear.heard(b, hz, t0, 5*time.Second).Sub(t0)
		s.Wait(5 * time.Second)
		return d
	}
	say() // a fresh null sink's first block
	var open, corked []time.Duration
	for b.Loop() {
		time.Sleep(100 * time.Millisecond)
		open = append(open, say())
		time.Sleep(600 * time.Millisecond)
		corked = append(corked, say())
	}
	slices.Sort(open)
	slices.Sort(corked)
	b.ReportMetric(ms(mean(open)), "open-avg-ms")
	b.ReportMetric(ms(open[len(open)-1]), "open-max-ms")
	b.ReportMetric(ms(mean(corked)), "corked-avg-ms")
	b.ReportMetric(ms(corked[len(corked)-1]), "corked-max-ms")
}

// BenchmarkPulseIdle measures what anna costs a PulseAudio server while
// it says nothing: the server's processor time and wake-ups per second,
// with no client, with anna's stream open after a word, and with it
// corked. The server's sink is not recorded (a recording would keep it
// busy in 5 ms blocks). Under -short each window is a tenth as long.
func BenchmarkPulseIdle(b *testing.B) {
	srv := pulsetest.StartUnheard(b)
	window := 3 * time.Second
	if testing.Short() {
		window /= 10
	}
	dev := NewDevice(DeviceOptions{Command: childCommand(b, idleCorkEnv+"="+(window+window/2).String())})
	defer dev.Close()
	cost := func() (float64, float64) { // % of a core, wake-ups a second
		c0, w0 := processCPU(srv.PID())
		time.Sleep(window)
		c1, w1 := processCPU(srv.PID())
		return float64(c1-c0) / float64(window) * 100, float64(w1-w0) / window.Seconds()
	}
	var none, open, corked [2]float64
	for b.Loop() {
		none[0], none[1] = cost()
		if err := dev.Play(Utterance{PCM: toneAt(440, 100, 0.3)}); err != nil {
			b.Fatal(err)
		}
		open[0], open[1] = cost()
		time.Sleep(window)
		corked[0], corked[1] = cost()
		dev.Close()
		dev = NewDevice(DeviceOptions{Command: childCommand(b, idleCorkEnv+"="+(window+window/2).String())})
		time.Sleep(window) // the server forgets the stream
	}
	for _, m := range []struct {
		name string
		v    [2]float64
	}{{"none", none}, {"open", open}, {"corked", corked}} {
		b.ReportMetric(m.v[0], m.name+"-cpu-%")
		b.ReportMetric(m.v[1], m.name+"-wakeups/s")
	}
}

// processCPU is the processor time all of a process's threads have used,
// and the times they went to sleep waiting (woken again after).
func processCPU(pid int) (time.Duration, int) {
	tasks, _ := filepath.Glob("/proc/" + strconv.Itoa(pid) + "/task/*")
	var sum time.Duration
	waits := 0
	for _, t := range tasks {
		if data, err := os.ReadFile(t + "/schedstat"); err == nil {
			if f := strings.Fields(string(data)); len(f) > 0 {
				ns, _ := strconv.ParseInt(f[0], 10, 64)
				sum += time.Duration(ns)
			}
		}
		status, _ := os.ReadFile(t + "/status")
		for line := range strings.Lines(string(status)) {
			if v, ok := strings.CutPrefix(line, "voluntary_ctxt_switches:"); ok {
				n, _ := strconv.Atoi(strings.TrimSpace(v))
				waits += n
			}
		}
	}
	return sum, waits
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }
