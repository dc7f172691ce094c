package session

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

// voiceWords are the words of faster, slower, louder and softer in every
// language: English always, and the language's own ([commands]).
func voiceWords(lang speech.Lang) map[string]VoiceChange {
	book := speech.Phrasebook{Lang: lang}
	words := map[string]VoiceChange{}
	for _, c := range []VoiceChange{Faster, Slower, Louder, Softer} {
		words[c.String()] = c
		words[book.CommandWord(c.String())] = c
		words[strings.ToUpper(book.CommandWord(c.String()))] = c
	}
	return words
}

// TestVoiceCommands: faster, slower, louder and softer, in each language's
// words, typed at every seat, are one Voice output for the terminal that
// typed them alone, and change nothing of the match.
func TestVoiceCommands(t *testing.T) {
	for _, lang := range speech.Langs() {
		for word, want := range voiceWords(lang) {
			for _, seat := range []Seat{NoSeat, ArbiterSeat, WhiteSeat, BlackSeat, AssistantSeat, SpectatorSeat} {
				s, err := New(Config{Book: speech.Phrasebook{Lang: lang}, Assistant: true, Blind: [2]bool{true, false},
					TimeControl: rules.TimeControl{Periods: []rules.Period{{Time: 5 * 60e9}}}, Time: &fakeTime{}})
				if err != nil {
					t.Fatal(err)
				}
				s.Start()
				s.Handle("e4")
				before := stateOf(t, s)
				outs := s.HandleAs(seat, word)
				if len(outs) != 1 || outs[0].Kind != Voice || outs[0].Change != want || !outs[0].Reply {
					t.Errorf("%s %q at %v: got %q, want one reply [voice: %s]", lang, word, seat, s.Transcript(outs), want)
					continue
				}
				if got, wantTo := outs[0].To, seat.audience(); seat != NoSeat && got != wantTo {
					t.Errorf("%s %q at %v: said to %v, want %v only", lang, word, seat, got, wantTo)
				}
				if stateOf(t, s) != before {
					t.Errorf("%s %q at %v changed the match", lang, word, seat)
				}
			}
		}
	}
}

// TestVoiceCommandsLeaveQuestions: the voice may be changed while a
// question waits (do you really resign?), in a review and after the game;
// the question still waits and the review goes on.
func TestVoiceCommandsLeaveQuestions(t *testing.T) {
	s, _ := New(Config{})
	s.Start()
	s.Handle("e4")
	s.Handle("resign")
	if got := s.Transcript(s.Handle("slower")); got != "[voice: slower]\n" {
		t.Errorf("slower at resign: %q", got)
	}
	if got := s.Transcript(s.Handle("cancel")); got != "Resignation cancelled.\n" {
		t.Errorf("the question did not wait: cancel said %q", got)
	}
	s.Handle("review")
	if got := s.Transcript(s.Handle("louder")); got != "[voice: louder]\n" {
		t.Errorf("louder in a review: %q", got)
	}
	if got := s.Transcript(s.Handle("back")); !strings.HasPrefix(got, "Back before move 1") {
		t.Errorf("the review did not go on: back said %q", got)
	}
	s.Handle("stop")
	for _, m := range []string{"e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"} {
		s.Handle(m)
	}
	if !s.Game().Outcome().Over() {
		t.Fatal("the game is not over")
	}
	if got := s.Transcript(s.Handle("faster")); got != "[voice: faster]\n" {
		t.Errorf("faster after the game: %q", got)
	}
}
