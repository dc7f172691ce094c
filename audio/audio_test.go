package audio

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sync"
	"testing"

	"github.com/anna-chess/anna/internal/wavfile"
)

// tone returns ms milliseconds of a 440 Hz sine at amp (0..1 of full scale),
// starting at a peak so that its first sample is loud when amp > 1%.
func tone(ms int, amp float64) []byte { return toneAt(440, ms, amp) }

// toneAt returns ms milliseconds of a sine at freq Hz and amp, starting at
// a peak.
func toneAt(freq float64, ms int, amp float64) []byte {
	n := wavfile.SampleRate * ms / 1000
	pcm := make([]byte, 2*n)
	for i := range n {
		v := amp * 32767 * math.Cos(2*math.Pi*freq*float64(i)/wavfile.SampleRate)
		binary.LittleEndian.PutUint16(pcm[2*i:], uint16(int16(v)))
	}
	return pcm
}

// samples returns PCM holding the given sample values.
func samples(vs ...int16) []byte {
	pcm := make([]byte, 2*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint16(pcm[2*i:], uint16(v))
	}
	return pcm
}

// failing is a Sink named name whose Play fails from the fromth call on
// (counting from 1) and which counts its calls.
type failing struct {
	mu     sync.Mutex
	name   string
	from   int
	plays  int
	closes int
}

func (f *failing) Play(Utterance) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.plays++
	if f.plays >= f.from {
		return fmt.Errorf("%s: play %d", f.name, f.plays)
	}
	return nil
}

func (f *failing) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closes++
	return errors.New(f.name + ": close")
}

func (f *failing) counts() (plays, closes int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.plays, f.closes
}

func equalUtterances(t *testing.T, got, want [][]byte) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d utterances, want %d", len(got), len(want))
	}
	for i := range want {
		if !bytes.Equal(got[i], want[i]) {
			t.Errorf("utterance %d: got %d bytes starting % x, want %d bytes starting % x",
				i, len(got[i]), got[i][:min(8, len(got[i]))], len(want[i]), want[i][:min(8, len(want[i]))])
		}
	}
}

func TestNull(t *testing.T) {
	var s Sink = Null{}
	if err := s.Play(Utterance{PCM: tone(10, 0.5)}); err != nil {
		t.Errorf("Play: got %v, want nil", err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("Close: got %v, want nil", err)
	}
}

func TestTee(t *testing.T) {
	utterances := [][]byte{tone(10, 0.5), tone(20, 0.3), samples(1000, -1000)}
	tests := []struct {
		name      string
		sinks     []string // "rec" for a Recorder, else the name of a failing sink
		wantPlay  string
		wantClose string
	}{
		{"all work", []string{"rec", "rec", "rec"}, "", ""},
		{"first fails", []string{"a", "rec", "rec"}, "a: play 1", "a: close"},
		{"middle fails", []string{"rec", "b", "rec"}, "b: play 1", "b: close"},
		{"last fails", []string{"rec", "rec", "c"}, "c: play 1", "c: close"},
		{"two fail", []string{"a", "rec", "c"}, "a: play 1", "a: close"},
		{"none", nil, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var sinks []Sink
			var recs []*Recorder
			var bad []*failing
			for _, kind := range tt.sinks {
				if kind == "rec" {
					r := NewRecorder()
					recs = append(recs, r)
					sinks = append(sinks, r)
					continue
				}
				f := &failing{name: kind, from: 1}
				bad = append(bad, f)
				sinks = append(sinks, f)
			}
			tee := Tee(sinks...)
			var first error
			for _, u := range utterances {
				if err := tee.Play(Utterance{PCM: u}); err != nil && first == nil {
					first = err
				}
			}
			if got := errString(first); got != tt.wantPlay {
				t.Errorf("first Play error: got %q, want %q", got, tt.wantPlay)
			}
			if got := errString(tee.Close()); got != tt.wantClose {
				t.Errorf("Close error: got %q, want %q", got, tt.wantClose)
			}
			for i, r := range recs {
				t.Run(fmt.Sprint("recorder ", i), func(t *testing.T) {
					equalUtterances(t, r.Utterances(), utterances)
				})
			}
			for _, f := range bad {
				if plays, closes := f.counts(); plays != len(utterances) || closes != 1 {
					t.Errorf("failing sink %s: got %d plays and %d closes, want %d and 1", f.name, plays, closes, len(utterances))
				}
			}
		})
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
