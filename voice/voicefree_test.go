package voice

import (
	"slices"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/speech/clips"
	"github.com/anna-chess/anna/speech/synth"
	"github.com/anna-chess/anna/words"
)

// TestFreeTextOnTapeAndDevice: a chat line is heard whole on the device
// and recorded whole on the tape: each gets the synthesized rest (which
// comes once), and close waits for it.
func TestFreeTextOnTapeAndDevice(t *testing.T) {
	s := synth.New()
	if !s.Available() {
		t.Skip("espeak-ng is not installed (apt-get install espeak-ng)")
	}
	device, tape := audio.NewRecorder(), audio.NewRecorder()
	v := &Voice{bank: clips.NewBank(), synth: s, since: time.Now(),
		device: audio.NewSpeaker(device, audio.Interrupt, nil), tape: audio.NewSpeaker(tape, audio.Queue, nil)}
	p := chatLine(speech.Phrasebook{}, "Aaron", "good luck and have fun")
	v.Speak(p)
	v.Close()
	clipPart := clips.NewBank().Render(p)
	onTape := tape.Utterances()
	if len(onTape) != 1 || len(onTape[0]) <= len(clipPart)+len(clipPart)/2 {
		t.Fatalf("tape: %d utterances, want one longer than its clips", len(onTape))
	}
	heard := device.Utterances()
	if len(heard) != 2 || !slices.Equal(heard[0], clipPart) || !slices.Equal(append(slices.Clone(heard[0]), heard[1]...), onTape[0]) {
		t.Errorf("device: %d stretches, want the clips and then the rest the tape has", len(heard))
	}
}

// chatLine is a lichess player's chat line as the seat's book says it
// (session's online-chat).
func chatLine(b speech.Phrasebook, user, text string) speech.Phrase {
	return b.Say(words.Key("online-chat").With(words.Text(user), words.Text(text)).As(words.Answer))
}
