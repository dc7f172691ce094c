package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/voice"
)

// openVoice opens the voice the flags ask for (voice.Open), its refusals
// in anna's lines.
func openVoice(o options, later chan<- string) (*voice.Voice, []string, error) {
	v, notices, err := voice.Open(voice.Options{Book: o.book, Clips: o.clips, SpeechOut: o.speechOut,
		NoAudio: o.noAudio, Speech: o.speech, Rate: o.rate, Volume: o.volume, Keep: keepSetting, Words: inLang}, later)
	var oe *voice.OpenError
	switch {
	case errors.As(err, &oe) && oe.Flag == "--clips":
		return nil, nil, fmt.Errorf("anna: --clips: %w", oe.Err)
	case errors.As(err, &oe):
		return nil, nil, tapeTrouble(oe.Err)
	}
	return v, notices, err
}

// openVoiceSaying opens the voice for a command of its own (analyze,
// puzzle): its notices printed, cleaned, on stdout; a voice that cannot be
// opened said on stderr, and ok false.
func openVoiceSaying(o options, later chan<- string, stdout, stderr io.Writer) (v *voice.Voice, ok bool) {
	v, notices, err := openVoice(o, later)
	if err != nil {
		fmt.Fprintln(stderr, inLang(o.book, err))
		return nil, false
	}
	for _, n := range notices {
		fmt.Fprintln(stdout, cleantext.Line(n))
	}
	return v, true
}

// tapeTrouble is why --speech-out cannot be written, in the player's
// words: a link, a device or a FIFO where the tape or its subtitles go
// (never written through), or the system's reason.
func tapeTrouble(err error) error {
	var odd *scoresheet.NotRegularError
	if errors.As(err, &odd) {
		return annaSays(cliSpeechOutOdd, odd.Path, kindOf(odd.Mode))
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return annaSays(cliCannotWrite, "--speech-out "+pe.Path, pe.Err)
	}
	return annaLine(err)
}
