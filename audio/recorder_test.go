package audio

import (
	"bytes"
	"testing"
	"time"
)

func TestRecorder(t *testing.T) {
	tests := []struct {
		name   string
		pcm    []byte
		loud   bool
		offset time.Duration // of the first loud sample
	}{
		{"empty", nil, false, 0},
		{"silence", make([]byte, 882), false, 0},
		{"just below 1%", samples(0, 327, -327, 100), false, 0},
		{"just above 1%", samples(0, 0, 328), true, 2 * time.Second / 44100},
		{"negative", samples(-328), true, 0},
		{"after 10 ms of silence", append(make([]byte, 882), tone(5, 0.5)...), true, 10 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewRecorder()
			before := time.Now()
			if err := r.Play(Utterance{PCM: tt.pcm}); err != nil {
				t.Fatalf("Play: got %v, want nil", err)
			}
			after := time.Now()
			got := r.Utterances()
			if len(got) != 1 || !bytes.Equal(got[0], tt.pcm) {
				t.Errorf("Utterances: got %d, want the one played", len(got))
			}
			firsts := r.FirstSounds()
			if !tt.loud {
				if len(firsts) != 0 {
					t.Errorf("FirstSounds: got %v, want none", firsts)
				}
				select {
				case at := <-r.Next():
					t.Errorf("Next: got %v, want nothing", at)
				default:
				}
				return
			}
			if len(firsts) != 1 {
				t.Fatalf("FirstSounds: got %d, want 1", len(firsts))
			}
			if lo, hi := before.Add(tt.offset), after.Add(tt.offset); firsts[0].Before(lo) || firsts[0].After(hi) {
				t.Errorf("first sound: got %v after Play began, want %v", firsts[0].Sub(before), tt.offset)
			}
			select {
			case at := <-r.Next():
				if !at.Equal(firsts[0]) {
					t.Errorf("Next: got %v, want %v", at, firsts[0])
				}
			default:
				t.Error("Next: got nothing, want the first sound")
			}
		})
	}
}

func TestRecorderKeepsCopies(t *testing.T) {
	r := NewRecorder()
	pcm := samples(1000, 2000)
	r.Play(Utterance{PCM: pcm})
	pcm[0] = 0
	got := r.Utterances()
	got[0][1] = 0
	if again := r.Utterances(); !bytes.Equal(again[0], samples(1000, 2000)) {
		t.Errorf("got % x, want % x: the recorder shares memory with its caller", again[0], samples(1000, 2000))
	}
}

func TestRecorderNextNeverBlocks(t *testing.T) {
	r := NewRecorder()
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range cap(r.next) + 10 {
			r.Play(Utterance{PCM: samples(1000)})
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Play blocked with nobody receiving from Next")
	}
	if got, want := len(r.FirstSounds()), cap(r.next)+10; got != want {
		t.Errorf("FirstSounds: got %d, want %d", got, want)
	}
}
