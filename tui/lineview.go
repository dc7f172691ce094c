package tui

import (
	"context"
	"errors"
	"io"
	"time"

	uv "github.com/charmbracelet/ultraviolet"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/internal/termkeys"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/words"
)

// LineView is the line view on a terminal in raw mode: the blind player's
// view, read by a screen reader or a braille display. It writes whole lines
// and the prompt and nothing else (see internal/lineedit for the bytes): no
// query, no mode, no redraw. Each announcement is one new line; after it
// the prompt and what the player had typed are written again. A key press
// silences an answer being read (Voice.Hush).
//
// The terminal must be in raw mode (the caller sets it): the view echoes
// what is typed, and ends its lines with a carriage return and a newline.
type LineView struct {
	Table  *table.Table // nil for a seat over the network (anna join)
	Client Seat
	// Opens: this view opens the game (the first terminal at the table).
	Opens bool
	In    io.Reader // the keys, as the terminal sends them
	Out   io.Writer
	Voice Voice
	// Notices are lines printed first (the scoresheet's file name).
	Notices []string
	// Later carries lines that arrive while the view runs (a sound device
	// that failed, refused logins); they are printed as they come.
	Later <-chan string
	// Stop asks the view to save and quit, as typing quit does (a signal).
	Stop <-chan struct{}
	// Columns is the terminal's width now; nil means 80.
	Columns func() int

	unread chan []byte // the keys the view did not take, once its input ends
}

// Run shows the view until its player quits, the table closes, or the
// input ends (the terminal or the connection is gone).
func (v *LineView) Run() error {
	ed := lineedit.New(v.columns())
	keys := make(chan uv.Event, 256)
	inputDone := make(chan error, 1)
	go func() { inputDone <- termkeys.Stream(context.Background(), v.In, keys) }()
	v.unread = make(chan []byte, 1)
	// The reader may still be blocked on a key: what it sends until its
	// input ends is typed ahead for whoever reads the terminal next.
	defer func() { go func() { v.unread <- typedAhead(ed, keys, inputDone) }() }()

	s := &lineScreen{ed: ed, out: lineedit.Out{W: v.Out}, voice: v.Voice, client: v.Client}
	if err := s.out.Write(ed.Close(cleanAll(v.Notices)...)); err != nil {
		return err
	}
	if v.Opens {
		v.Table.Start()
	}
	for {
		ed.SetColumns(v.columns())
		select {
		case ev := <-keys:
			quit, err := v.key(s, ev)
			if quit || err != nil {
				return err
			}
		case <-v.Client.Ready():
			if quit, err := s.events(v.Client.Take(), false); quit || err != nil {
				return err
			}
		case <-s.held:
			if err := s.release(); err != nil {
				return err
			}
		case n := <-v.Later:
			if err := s.print(cleantext.Line(n)); err != nil {
				return err
			}
		case <-v.Stop:
			v.Stop = nil
			if quit, err := v.do(s, "quit", nil); quit || err != nil {
				return err
			}
		case err := <-inputDone:
			inputDone <- err // for the deferred drain
			if errors.Is(err, io.EOF) {
				err = nil
			}
			return err
		}
	}
}

// key takes one key press; it reports whether the view ends.
func (v *LineView) key(s *lineScreen, ev uv.Event) (bool, error) {
	k, ok := ev.(uv.KeyPressEvent)
	if !ok {
		return false, nil
	}
	v.Voice.Hush()
	lk, ok := termkeys.Edit(k)
	if !ok {
		return false, nil
	}
	if err := s.release(); err != nil { // typing on: the prompt first
		return false, err
	}
	if _, typed := s.ed.Hidden(); k.MatchString("esc") && s.asking && s.ed.Line() == "" && !typed {
		return v.do(s, "cancel", nil) // Esc leaves a question: no question is a trap
	}
	r := s.ed.Key(lk)
	switch r.Action {
	case lineedit.Submit:
		return v.do(s, r.Line, r.Out)
	case lineedit.Quit:
		return v.do(s, "quit", r.Out)
	case lineedit.TooLong:
		said := v.Client.Book().Say(words.Key("line-too-long").Event())
		v.Voice.Speak(said)
		return false, s.out.Write(append(r.Out, s.ed.Print(said.Text())...))
	}
	return false, s.out.Write(r.Out)
}

// do hands a line to the table and shows the answer before any further
// key is read, so that the screen reads as question and answer. The end
// of the typed line (enter) is written with the answer, in one write: a
// screen reader that looked in between would find the cursor on an empty
// row and say "blank".
func (v *LineView) do(s *lineScreen, line string, enter []byte) (bool, error) {
	v.Client.Do(line)
	s.out.Hold(enter) // after a held prompt's Enter
	return s.events(v.Client.Take(), true)
}

func (v *LineView) columns() int {
	if v.Columns == nil {
		return 0
	}
	return v.Columns()
}

// lineScreen is the terminal as the line view writes it: the editor's
// bytes, the table's lines, the voice.
type lineScreen struct {
	ed     *lineedit.Editor
	out    lineedit.Out // holds the end of a typed line for the answer
	voice  Voice
	client Seat // its phrasebook says the voice's new setting
	asking bool // a question waits for this terminal's answer
	// held: the prompt waits for the answer to a question the engine
	// answers (hint, eval, the start of an analysis), so that the screen reads answer and prompt as
	// for any other question; it is shown anyway when this fires.
	held <-chan time.Time
}

// holdAtMost is how long the prompt waits for an answer on its way: the
// engine answers a hint in about a second.
const holdAtMost = 3 * time.Second

// tune carries out a change of this terminal's voice.
func (s *lineScreen) tune(c session.VoiceChange) speech.Phrase {
	return s.voice.Tune(c, s.client.Book())
}

// release shows a held prompt.
func (s *lineScreen) release() error {
	if s.held == nil {
		return nil
	}
	s.held = nil
	return s.out.Write(s.ed.Show())
}

// print writes lines above the input line.
func (s *lineScreen) print(lines ...string) error {
	if len(lines) == 0 {
		return nil
	}
	s.held = nil // the prompt is written below the lines
	return s.out.Write(s.ed.Print(lines...))
}

// events shows what the table said: the lines printed and spoken, then the
// prompt. answer says the events answer a line just typed: the prompt is
// written again even when nothing was said (an empty line). It reports
// whether the terminal is to close.
func (s *lineScreen) events(evs []table.Event, answer bool) (bool, error) {
	said := collect(evs, s.tune)
	for _, p := range said.phrases {
		s.voice.Speak(p)
	}
	// A line wider than the terminal is broken between words, never
	// inside a name (said.kept; lineedit.Rows).
	if said.quit {
		return true, s.out.Write(s.ed.Close(said.kept...))
	}
	if said.prompt != "" {
		s.asking = said.asking
		s.ed.SetSecret(said.secret)
		s.ed.SetHidden(said.hidden)
		if len(said.lines) > 0 || answer || !s.ed.Shown() {
			s.ed.SetPrompt(said.prompt + ": ")
		} else if err := s.out.Write(s.ed.SetPrompt(said.prompt + ": ")); err != nil {
			return false, err
		}
	}
	if len(said.kept) > 0 {
		return false, s.print(said.kept...)
	}
	if answer && said.awaits {
		s.held = time.After(holdAtMost)
		return false, nil
	}
	if s.held != nil {
		return false, nil
	}
	if answer || !s.ed.Shown() {
		return false, s.out.Write(s.ed.Show())
	}
	return false, nil
}
