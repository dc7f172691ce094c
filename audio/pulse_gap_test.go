package audio

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/hear"
	"github.com/anna-chess/anna/internal/wavfile"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
)

// TestPulseWordsWholeUnderLoad plays a known phrase (the start of the
// help, anna's own clips) through a real PulseAudio server while the
// machine is loaded (twice as many busy processes as cores, at the sound
// process's own priority), and listens at the sink: the phrase must come
// out whole, with no silence inside it that the clip does not have (a
// buffer that ran dry while the sound process waited for the processor).
// ANNA_AUDIO_TEST_PULSE_BUFFER=10ms asks for a buffer too small, to see it
// fail.
func TestPulseWordsWholeUnderLoad(t *testing.T) {
	srv := newPulseServer(t)
	var env []string
	if b := os.Getenv(bufferEnv); b != "" {
		env = append(env, bufferEnv+"="+b)
	}
	dev := NewDevice(DeviceOptions{Command: childCommand(t, env...)})
	defer dev.Close()
	dev.Warm()
	// The first stream of a fresh server waits for the null sink's first
	// long block: played once before the measure.
	if err := dev.Play(Utterance{PCM: toneAt(440, 50, 0.3)}); err != nil {
		t.Fatal(err)
	}
	pcm := clips.NewBank().Render(speech.Phrasebook{Lang: speech.EN}.Help())
	pcm = pcm[:min(len(pcm), 2*wavfile.SampleRate*3)&^1] // 3 s of speech
	clip := toSamples(pcm)

	busy(t, 2*runtime.NumCPU())
	for i := range 2 {
		// From a moment before: what the monitor missed of the start may
		// fall before now (see wholeIn).
		from := max(0, len(srv.Heard())-wavfile.SampleRate/10)
		if err := dev.Play(Utterance{PCM: pcm}); err != nil {
			t.Fatalf("play %d: %v", i, err)
		}
		time.Sleep(100 * time.Millisecond) // the recording has caught up
		lead, why := wholeIn(srv.Heard()[from:], clip)
		t.Logf("play %d: its first %.1f ms silent at the monitor", i, float64(lead)*1000/wavfile.SampleRate)
		if why != "" {
			t.Errorf("play %d of %d ms of speech: %s", i, len(clip)*1000/wavfile.SampleRate, why)
		}
	}
}

// busy starts n processes that spin until the test ends.
func busy(t *testing.T, n int) {
	for range n {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), busyEnv+"=1")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	}
}

// wholeIn says what is wrong with clip as rec holds it ("" when it is
// there whole), and how much of its start the recording has as silence:
// it is found by 200 ms of it from 100 ms in, then compared 5 ms at a
// time; the first block that differs is where the sound broke, and the
// silence there is what the clip does not have.
//
// The first few milliseconds are an exception, as the sink's monitor
// hears them: a stream that starts sounds at once because the server
// rewrites what its sink had already rendered ahead (silence) with it, but
// the monitor had passed that silence on to parec already, and drops the
// rewrite. Up to monitorRewind of silence at the very start, in the place
// of the clip's first samples, is that; silence later, or the rest of the
// phrase late, is a gap.
func wholeIn(rec, clip []int16) (int, string) {
	w0 := min(len(clip)/2, wavfile.SampleRate/10)
	m, ok := hear.Find(rec, clip[w0:min(len(clip), w0+wavfile.SampleRate/5)], 0, 0.95)
	if !ok || m.At < w0 {
		return 0, fmt.Sprintf("its 100 to 300 ms never heard whole (best correlation %.2f, at %d ms of the recording)", m.Corr, m.At*1000/wavfile.SampleRate)
	}
	at := m.At - w0
	lead := 0 // where the recording starts to sound, in the clip
	for lead < len(clip) && at+lead < len(rec) && quiet(rec[at+lead]) {
		lead++
	}
	if lead > monitorRewind {
		return lead, fmt.Sprintf("its first %.1f ms silent", float64(lead)*1000/wavfile.SampleRate)
	}
	for k := lead; k < len(clip); k += block {
		want := clip[k:min(k+block, len(clip))]
		if rmsDB(want) < -50 {
			continue // the clip's own silence
		}
		if at+k+len(want) > len(rec) {
			return lead, fmt.Sprintf("cut off at %d ms", k*1000/wavfile.SampleRate)
		}
		if c := hear.Compare(rec[at+k:at+k+len(want)], want).Corr; c < 0.9 {
			return lead, fmt.Sprintf("broken at %d ms (correlation %.2f): %.1f ms of silence the clip does not have",
				k*1000/wavfile.SampleRate, c, float64(silenceAround(rec, at+k))*1000/wavfile.SampleRate)
		}
	}
	return lead, ""
}

// monitorRewind is the most of a phrase's start that the monitor may miss
// (see wholeIn): parec's 5 ms fragments make the null sink render 5 ms
// ahead; twice that.
const monitorRewind = 10 * wavfile.SampleRate / 1000

func quiet(v int16) bool { return v <= 64 && v >= -64 }

// silenceAround is the longest run of silent samples within 5 ms of at.
func silenceAround(rec []int16, at int) int {
	longest, run := 0, 0
	for i := max(0, at-block); i < len(rec) && i < at+2*block || run > 0 && i < len(rec); i++ {
		if !quiet(rec[i]) {
			run = 0
			if i >= at+2*block {
				break
			}
			continue
		}
		run++
		longest = max(longest, run)
	}
	return longest
}
