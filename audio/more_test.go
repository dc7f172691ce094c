package audio

import (
	"slices"
	"testing"
	"time"

	"github.com/anna-chess/anna/words"
)

// later is the rest of an utterance that comes when the test sends it.
func later() (chan []byte, <-chan []byte) {
	c := make(chan []byte, 1)
	return c, c
}

// TestMoreInterrupt: with the screen reader's policy the clips are played
// at once, without waiting for the rest, and the rest follows in the same
// turn, before anything said after it.
func TestMoreInterrupt(t *testing.T) {
	g := newGate()
	defer g.release()
	s := NewSpeaker(g, Interrupt, nil)
	defer s.Close()
	send, more := later()
	s.Say(Utterance{PCM: tone(10, 0.1), Priority: words.Announcement, Text: "chat", More: more})
	s.Say(Utterance{PCM: tone(30, 0.1), Priority: words.Announcement, Text: "move"})
	g.waitStarted(t) // the clips, before the rest exists
	send <- tone(20, 0.1)
	close(send)
	g.release()
	if !s.Wait(5 * time.Second) {
		t.Fatal("not played within 5 s")
	}
	want := [][]byte{tone(10, 0.1), tone(20, 0.1), tone(30, 0.1)}
	if got := g.Utterances(); !equalAll(got, want) {
		t.Errorf("played %d stretches, want the clips, the rest, then the next line", len(got))
	}
}

// TestMoreQueue: the tape records an utterance whole, clips and rest as
// one, with one subtitle.
func TestMoreQueue(t *testing.T) {
	rec := NewRecorder()
	s := NewSpeaker(rec, Queue, nil)
	defer s.Close()
	send, more := later()
	s.Say(Utterance{PCM: tone(10, 0.1), Text: "chat", More: more})
	send <- tone(20, 0.1)
	close(send)
	if !s.Wait(5 * time.Second) {
		t.Fatal("not played within 5 s")
	}
	want := append(tone(10, 0.1), tone(20, 0.1)...)
	if got := rec.Utterances(); len(got) != 1 || !slices.Equal(got[0], want) {
		t.Errorf("got %d utterances, want one of clips and rest", len(got))
	}
}

// TestMoreCut: a chat line (an answer) still waiting for its rest is cut
// by a move: the move is said, and the rest, when it comes, is not.
func TestMoreCut(t *testing.T) {
	st := newStage()
	s := NewSpeaker(st, Interrupt, nil)
	defer s.Close()
	send, more := later()
	s.Say(Utterance{PCM: tone(10, 0.1), Priority: words.Answer, Text: "chat", More: more})
	if got := <-st.playing; got != "chat" {
		t.Fatalf("playing %q", got)
	}
	st.release <- struct{}{} // the clips end; the rest is awaited
	s.Say(Utterance{PCM: tone(30, 0.1), Priority: words.Announcement, Text: "move"})
	if got := <-st.playing; got != "move" {
		t.Fatalf("playing %q, want the move", got)
	}
	send <- tone(20, 0.1)
	st.release <- struct{}{}
	s.Wait(5 * time.Second)
	if got := st.all(); got != "chat, move" {
		t.Errorf("heard %q, want the chat's clips and the move", got)
	}
}

// TestMoreAgainAfterAlarm: an announcement with a rest, cut by a flag
// fall, is said again whole, its rest too.
func TestMoreAgainAfterAlarm(t *testing.T) {
	g := newGate()
	defer g.release()
	s := NewSpeaker(g, Interrupt, nil)
	defer s.Close()
	send, more := later()
	send <- tone(20, 0.1)
	close(send)
	s.Say(Utterance{PCM: tone(10, 0.1), Priority: words.Announcement, Text: "words", More: more})
	g.waitStarted(t) // the clips
	g.open <- struct{}{}
	g.waitStarted(t) // the rest, taken
	s.Say(Utterance{PCM: tone(40, 0.1), Priority: words.Alarm, Text: "flag"})
	g.release()
	if !s.Wait(5 * time.Second) {
		t.Fatal("not played within 5 s")
	}
	got := g.Utterances()
	if len(got) < 3 || !slices.Equal(got[len(got)-1], append(tone(10, 0.1), tone(20, 0.1)...)) {
		t.Errorf("played %d stretches; the last is not the announcement again with its rest", len(got))
	}
}

func equalAll(a, b [][]byte) bool {
	return slices.EqualFunc(a, b, func(x, y []byte) bool { return slices.Equal(x, y) })
}
