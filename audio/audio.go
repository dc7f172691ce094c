// Package audio plays anna's speech and records it.
//
// Everything spoken is 44.1 kHz mono signed 16-bit little-endian PCM (see
// internal/wavfile). A Sink plays one utterance at a time: the sound device
// (Device), a WAV file (Tape, the recording of D.2.7), nothing (Null), or
// several of them (Tee). A Speaker queues utterances so that the caller never
// waits for sound, and decides, as a screen reader does, what a new
// utterance does to the one being spoken, by its priority (words.Priority,
// the phrase's own).
//
// The package never writes to the terminal: the user's screen reader must
// hear anna, not library noise.
package audio

import (
	"errors"
	"time"

	"github.com/anna-chess/anna/words"
)

// Utterance is one line of speech.
type Utterance struct {
	PCM      []byte
	Priority words.Priority
	Text     string    // the words, for the tape's subtitles
	At       time.Time // when it was said (printed); the tape keeps the pauses
	// Stop, when closed, asks the sink to stop playing it; the Speaker sets
	// it. Sinks that cannot stop (a file) play it whole.
	Stop <-chan struct{}
	// More, if not nil, is the rest of the utterance, still being made
	// when it is said (free text that a synthesizer speaks, speech/synth):
	// one value, or none and closed. The Speaker plays it after PCM, in
	// the same turn, as soon as it comes; what cuts the utterance cuts it
	// too. Sinks never see it.
	More <-chan []byte
}

// Sink plays one utterance. Play returns when the sound has been played (a
// device; or cut short, when Stop is closed) or stored (a file). Play and
// Close may be called from any goroutine, but not concurrently with each
// other unless the sink says so.
type Sink interface {
	Play(u Utterance) error
	Close() error
}

// ErrClosed is wrapped by errors from playing on a closed sink.
var ErrClosed = errors.New("audio: sink is closed")

// Null discards sound at once.
type Null struct{}

// Play discards the utterance.
func (Null) Play(Utterance) error { return nil }

// Close does nothing.
func (Null) Close() error { return nil }

// Tee returns a Sink that plays each utterance on every sink, in the order
// given (put the device first, so that a slow disk never delays the sound).
// An error from one sink does not stop the others; Play and Close return the
// first error.
func Tee(sinks ...Sink) Sink { return tee(sinks) }

type tee []Sink

func (t tee) Play(u Utterance) error {
	var first error
	for _, s := range t {
		if err := s.Play(u); err != nil && first == nil {
			first = err
		}
	}
	return first
}

func (t tee) Close() error {
	var first error
	for _, s := range t {
		if err := s.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}
