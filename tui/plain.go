package tui

import (
	"bufio"
	"io"
	"strings"
	"time"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
)

// Plain is the line view where nothing may be rewritten: standard input
// is a file or a pipe (a script, a test, an assistant's tool), or a
// terminal that edits the line itself (TERM=dumb, or anna | tee log). It
// reads one line at a time and writes whole lines: the prompt, each
// announcement, the prompt again; never an escape sequence. With Echo (the
// input is not a terminal, so nobody else shows it) the line read is
// written after the prompt, so that the output reads as the screen would.
// It ends at the end of input or when its player quits. While it waits for
// a line, the game's clock goes on: flag falls and time announcements are
// written when they happen.
//
// A script (Echo) is answered line by line, in order: while something it
// waits for is on its way from the engine (the answer to hint, eval or
// analyze, or the engine's move), the next line is not read, and the end
// of the input waits for it too before the view ends; each wait is bounded
// (waitAtMost, or the time left on the engine's clock).
type Plain struct {
	Table  *table.Table // nil for a seat over the network (anna join): it opens nothing
	Client Seat
	In     io.Reader
	Out    io.Writer
	Voice  Voice
	Echo   bool
	// Notices are lines printed first (the scoresheet's file name).
	Notices []string
	// Later carries lines that arrive while the view runs (a sound device
	// that failed); they are printed as they come.
	Later <-chan string
	// Stop asks the view to save and quit, as typing quit does (a signal).
	Stop <-chan struct{}
	// HideEcho, on a terminal that echoes what is typed (cooked mode),
	// turns its echo off while the arbiter's code is typed, and on again;
	// nil where nobody sees the input (a script, a pipe).
	HideEcho func(hide bool)

	open    bool   // a prompt is written and its line not yet ended
	current string // the prompt
	secret  bool   // the next line read is a sealed move or the arbiter's code: not echoed
	hidden  bool   // the next line read is the arbiter's code (HideEcho turned the echo off)
	// held: the prompt waits for an answer on its way (see lineScreen).
	// holding, for a script: the prompt waits for everything asked of the
	// engine to be answered (an analysis and its result), as the next
	// line does.
	held    <-chan time.Time
	holding bool
	// wait, for a script: the next line waits for the engine until this
	// fires; nil when nothing is on its way. waited: the last wait ran
	// out, and the line after it is read all the same.
	wait   <-chan time.Time
	waited bool
	// WaitAtMost bounds a script's wait for the engine when no clock
	// runs (0: waitAtMost).
	WaitAtMost time.Duration

	input *plainInput
}

// waitAtMost is how long a script's next line waits at most for the
// engine when no clock sets the limit: the engine moves within its level's
// think time (2 s at most), answers a hint or an evaluation in about a
// second, and says how far an analysis is every few seconds; an engine
// that stops answering is found in seconds.
const waitAtMost = 30 * time.Second

// Run plays the input to its end.
func (p *Plain) Run() error {
	defer func() {
		if p.hidden && p.HideEcho != nil {
			p.HideEcho(false) // the terminal as it was
		}
	}()
	p.lines(cleanAll(p.Notices))
	if p.Table != nil {
		p.Table.Start()
	}
	if p.show(true) {
		return nil
	}
	lines := make(chan string)
	errs := make(chan error, 1)
	stop := make(chan struct{})
	defer close(stop)
	p.input = &plainInput{br: bufio.NewReaderSize(p.In, 64*1024), done: make(chan struct{})}
	go p.input.read(lines, errs, stop)
	var err error
	for {
		if lines == nil && p.wait == nil { // the input has ended, and nothing is on its way
			p.endLine()
			return err
		}
		next := lines
		if p.wait != nil {
			next = nil // the answers on their way come first
		}
		select {
		case line, ok := <-next:
			if !ok {
				lines, err = nil, <-errs
				continue
			}
			if p.do(line, true) {
				return nil
			}
		case <-p.wait:
			p.wait, p.waited = nil, true
			if p.holding {
				p.prompt()
			}
		case <-p.Client.Ready():
			if p.show(false) {
				return nil
			}
		case <-p.held:
			p.prompt()
		case n := <-p.Later:
			p.lines([]string{cleantext.Line(n)})
			p.prompt()
		case <-p.Stop:
			p.Stop = nil
			if p.do("quit", false) {
				return nil
			}
		}
	}
}

// do hands a line to the table and writes the answer; typed says the line
// came from the input (and is echoed). It reports whether the view ends.
func (p *Plain) do(line string, typed bool) bool {
	p.waited = false
	if typed && (p.held != nil || p.holding) {
		p.prompt() // the answer awaited did not come: the line read follows its prompt
	}
	if typed && p.Echo {
		echo := cleantext.Line(line)
		if p.secret {
			echo = "" // a sealed move is never shown (I.1), nor the arbiter's code
		}
		io.WriteString(p.Out, echo+"\n")
		p.open = false
	} else if typed {
		p.open = false // the terminal ended the line when Enter was pressed
	}
	p.Client.Do(line)
	return p.show(true)
}

// show writes what has arrived for this terminal and the prompt after it;
// answer says it answers a line read, which is always followed by the
// prompt. It reports whether the terminal is to close.
func (p *Plain) show(answer bool) bool {
	said := collect(p.Client.Take(), p.tune)
	if said.prompt != "" && !said.quit {
		// The echo is set before the lines that ask for the code: a player
		// who types it as soon as "type the arbiter's code" is read would
		// see it echoed if the echo went off with the prompt after them
		// (TERM=dumb, at load 30: "s3cret" on the screen).
		if p.HideEcho != nil && said.hidden != p.hidden {
			p.HideEcho(said.hidden) // the terminal echoes what is typed: not the arbiter's code
		}
		p.hidden = said.hidden
	}
	for _, ph := range said.phrases {
		p.Voice.Speak(ph)
	}
	p.lines(said.lines)
	if said.quit {
		return true
	}
	if said.prompt != "" {
		p.current, p.secret = said.prompt, said.secret
	}
	// A script's prompt waits while an answer is on its way (a picture
	// without it ends the wait; events without a picture leave it).
	hold := p.Echo && !p.waited && (said.pictured && said.pending || !said.pictured && p.holding)
	switch {
	case hold:
		p.holding = true // the prompt comes with the answer
	case answer && said.awaits && len(said.lines) == 0:
		p.held = time.After(holdAtMost)
	case answer || len(said.lines) > 0 || p.holding:
		p.prompt()
	}
	if said.pictured {
		p.awaitEngine(said, answer)
	}
	return false
}

// awaitEngine sets a script's wait for what is on its way from the engine:
// it starts when something is, begins again when a line comes (an
// analysis saying how far it is), and ends when nothing more is. With a
// clock running, the engine's move may take the time left on its clock:
// its flag falls then.
func (p *Plain) awaitEngine(said said, answer bool) {
	switch {
	case !p.Echo || !said.pending && !said.engineActs:
		p.wait = nil
	case p.waited:
		// the wait ran out: the next line is read
	case p.wait == nil || answer || len(said.lines) > 0:
		limit := p.WaitAtMost
		if limit == 0 {
			limit = waitAtMost
		}
		if c := said.clock; said.engineActs && c != nil && c.Running != rules.NoColor && !c.Paused {
			limit = max(limit, c.Left(c.Running, time.Now())+2*time.Second)
		}
		p.wait = time.After(limit)
	}
}

// lines writes whole lines, ending an open prompt's line first.
func (p *Plain) lines(ls []string) {
	if len(ls) == 0 {
		return
	}
	p.endLine()
	io.WriteString(p.Out, strings.Join(ls, "\n")+"\n")
}

func (p *Plain) endLine() {
	if p.open {
		io.WriteString(p.Out, "\n")
		p.open = false
	}
}

// prompt writes the prompt, whole, at the start of a line; a held prompt
// is written so and no longer waits.
func (p *Plain) prompt() {
	p.held, p.holding = nil, false
	if p.current == "" {
		return
	}
	p.endLine()
	io.WriteString(p.Out, p.current+": ")
	p.open = true
}

// said is what a batch of the table's events says to one terminal.
type said struct {
	lines   []string        // printed, in order: notices and phrases
	kept    []string        // lines, with a no-break space between the words of a name (speech.Phrase.KeptText)
	phrases []speech.Phrase // spoken
	prompt  string          // the latest prompt
	secret  bool            // the next line typed is a sealed move or the arbiter's code: not echoed
	hidden  bool            // the next line typed is the arbiter's code: not shown even while typed
	awaits  bool            // an answer to this terminal's question is on its way
	asking  bool            // a question waits for this terminal's answer
	// pictured: the events held a picture of the match; pending and clock
	// are the latest one's.
	pictured   bool
	pending    bool
	engineActs bool
	clock      *session.ClockPicture
	quit       bool
}

// tune carries out a change of this terminal's voice.
func (p *Plain) tune(c session.VoiceChange) speech.Phrase { return p.Voice.Tune(c, p.Client.Book()) }

// collect reads the table's events for one terminal. Notices are printed
// indented and not spoken; every line is cleaned of control characters (a
// typed word is quoted back). A change of the terminal's voice is carried
// out by tune as it comes, so that what is said after it is said so; what
// tune returns is said after the event's lines.
func collect(evs []table.Event, tune func(session.VoiceChange) speech.Phrase) said {
	var s said
	for _, e := range evs {
		if e.Picture.Prompt != "" {
			s.prompt = cleantext.Line(e.Picture.Prompt)
			s.secret = e.Picture.SecretInput || e.Picture.HiddenInput
			s.hidden = e.Picture.HiddenInput
			s.awaits = e.Picture.Awaiting
			s.asking = e.Picture.Asking
			s.pictured, s.pending, s.engineActs, s.clock = true, e.Picture.Pending, e.Picture.EngineActs, e.Picture.Clock
		}
		for _, n := range e.Notices {
			s.lines = append(s.lines, "  "+cleantext.Line(n))
			s.kept = append(s.kept, s.lines[len(s.lines)-1])
		}
		lines := e.Lines
		for _, c := range e.Voice {
			lines = append(lines[:len(lines):len(lines)], tune(c))
		}
		for _, ph := range lines {
			s.lines = append(s.lines, cleantext.Line(ph.Text()))
			s.kept = append(s.kept, cleantext.Line(ph.KeptText()))
			s.phrases = append(s.phrases, ph)
		}
		if e.Quit {
			s.quit = true
			break
		}
	}
	return s
}

func cleanAll(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = cleantext.Line(l)
	}
	return out
}
