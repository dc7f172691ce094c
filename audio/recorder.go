package audio

import (
	"encoding/binary"
	"sync"
	"time"

	"github.com/anna-chess/anna/internal/wavfile"
)

// loud is the smallest sample magnitude that counts as sound: 1% of full
// scale, above dither and the tails that trimming leaves.
const loud = 32768 / 100

// Recorder is a Sink that keeps every utterance, and when each would first
// be heard, for tests and benchmarks. Its methods may be called from any
// goroutine.
type Recorder struct {
	mu         sync.Mutex
	utterances [][]byte
	firsts     []time.Time
	next       chan time.Time
}

// NewRecorder returns an empty Recorder.
func NewRecorder() *Recorder {
	return &Recorder{next: make(chan time.Time, 4096)}
}

// Play keeps a copy of the utterance's PCM and notes when its first loud
// sample (above 1% of full scale) would sound on a device that starts
// playing at once: the time of the call plus that sample's place in the
// utterance.
func (r *Recorder) Play(u Utterance) error {
	pcm := u.PCM
	now := time.Now()
	first, ok := firstLoud(pcm)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.utterances = append(r.utterances, append([]byte(nil), pcm...))
	if !ok {
		return nil
	}
	at := now.Add(first)
	r.firsts = append(r.firsts, at)
	select {
	case r.next <- at:
	default: // nobody is listening; FirstSounds still has it
	}
	return nil
}

// firstLoud returns how far into pcm its first loud sample is.
func firstLoud(pcm []byte) (time.Duration, bool) {
	for i := 0; i+1 < len(pcm); i += 2 {
		v := int16(binary.LittleEndian.Uint16(pcm[i:]))
		if v > loud || v < -loud {
			return time.Duration(wavfile.Duration(i) * float64(time.Second)), true
		}
	}
	return 0, false
}

// Close does nothing; a Recorder can still be read afterwards.
func (r *Recorder) Close() error { return nil }

// Utterances returns copies of the utterances played so far, in order.
func (r *Recorder) Utterances() [][]byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([][]byte, len(r.utterances))
	for i, u := range r.utterances {
		out[i] = append([]byte(nil), u...)
	}
	return out
}

// FirstSounds returns, for each utterance played so far that had a loud
// sample, when that sample would first be heard.
func (r *Recorder) FirstSounds() []time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]time.Time(nil), r.firsts...)
}

// Next delivers the time of each FirstSounds entry as it is played. It is
// buffered (4096) and Play never waits for it: times nobody receives beyond
// that are not delivered.
func (r *Recorder) Next() <-chan time.Time { return r.next }
