package join

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// reader renders what the host sends in the joiner's own words: the
// events the seat hears, and its prompt. The host is not trusted: what
// cannot be read or said is told as a line of anna join's own and left.
type reader struct {
	h    Handler
	cfg  *Config // its Hello and Book follow the joiner's words, for the next connection and anna join's own lines
	book speech.Phrasebook
	// The batch being read: handed on when its mark comes, so that a
	// batch cut off by a dropped connection is heard whole on rejoining.
	kinds []string
	batch [][]string
	size  int  // the batch's bytes, as wire.MaxBatch counts them
	most  int  // the most a batch may hold: wire.MaxBatch (0), or less in a test
	again bool // the joiner sat here before: seated, it is back at the table
}

// serve reads what the host sends on one connection and hands it on, a
// batch when its mark comes; the lines typed go out through out once the
// seat is taken. It reports whether the seat was left, and sets seated
// once the host has seated the joiner. A batch past wire.MaxBatch ends
// the connection (TooMuchError): anna join joins again, as after a drop.
// So does more than wire.MaxBatch handed on and not yet taken by the
// joiner's view: a host sending small batches faster than the terminal
// takes them took anna join to 1.9 GB in 20 s.
func (r *reader) serve(in *bufio.Reader, out *outbox, stdin io.Writer, seated *bool) (bool, error) {
	for {
		line, err := wire.ReadLine(in)
		if err != nil {
			return false, err
		}
		kind, fields := wire.Split(line)
		switch kind {
		case wire.KindSeated:
			s, err := r.seated(fields)
			if err != nil {
				return false, err
			}
			*seated = true
			if r.again {
				r.h.Says(r.cfg.Book.Say(keyBack.Event()))
			}
			if unsure := out.open(stdin, s.Stream, s.Done); len(unsure) > 0 {
				r.h.NotSent(unsure)
			}
		case wire.KindRefused: // in the joiner's words, the host's own: said to be the host's
			return false, &saidError{r.cfg.Book.Say(keyHostRefused.With(words.Text(r.cfg.Addr), words.Text(cleantext.Line(field(fields))))).Text(), ErrRefused}
		case wire.KindMark: // a batch whole: heard, and the number to resume after
			n, err := wire.ParseMark(fields)
			if err != nil {
				return false, err
			}
			err = r.flush()
			r.cfg.Hello.Resume.N = n // handed on: not to be heard again on joining again
			if err != nil {
				return false, err
			}
		case wire.KindQuit:
			r.flush()
			if field(fields) == wire.QuitClosed {
				return true, ErrClosed
			}
			return true, nil
		case wire.KindAnswered: // carried out: kept no more
			n, err := wire.ParseAnswered(fields)
			if err != nil {
				return false, err
			}
			out.answered(n)
			fallthrough
		default:
			most := cmp.Or(r.most, wire.MaxBatch)
			if r.size += len(line) + perMessage; r.size > most {
				return false, TooMuchError{most}
			}
			r.batch = append(r.batch, fields)
			r.kinds = append(r.kinds, kind)
		}
	}
}

// perMessage is what a message kept in a batch costs beside its bytes
// (its slices), as wire.MaxBatch counts it.
const perMessage = 64

// TooMuchError is a host that sent more than Most bytes in one batch
// (without a mark), or more than the view took: the connection is ended,
// and joined again.
type TooMuchError struct{ Most int }

func (e TooMuchError) Error() string {
	return fmt.Sprintf("join: the host sent more than %d bytes without a mark", e.Most)
}

// flush hands on the batch read; past the bound of what may wait for the
// view (as for a batch), a TooMuchError.
func (r *reader) flush() error {
	for i, kind := range r.kinds {
		r.read(kind, r.batch[i])
	}
	r.kinds, r.batch, r.size = nil, nil, 0
	if most := cmp.Or(r.most, wire.MaxBatch); r.h.Heard() > most {
		return TooMuchError{most}
	}
	return nil
}

// seated takes the words the host reads the joiner's lines in: the
// joiner renders in the same.
func (r *reader) seated(fields []string) (wire.Seated, error) {
	s, err := wire.ParseSeated(fields)
	if err != nil {
		return s, err
	}
	book, err := bookOf(s.Lang, s.Names, s.Notation, s.Verbosity)
	if err != nil {
		return s, fmt.Errorf("join: the host seats us in words this anna does not know: %w", err)
	}
	book.Engine = s.Engine
	book.NoArrivals = r.cfg.Book.NoArrivals // the joiner's own, kept from connection to connection
	r.book = book
	if s.Stream != r.cfg.Hello.Resume.Stream { // a new stream (a first join, the host started again): its numbers
		r.cfg.Hello.Resume = wire.Mark{Stream: s.Stream}
	}
	// anna join's own lines too: the host may seat it in the words its SSH
	// key chose in an earlier game (the hello named none).
	r.cfg.Book.Lang, r.cfg.Book.Verbosity = book.Lang, book.Verbosity
	r.h.Seated(s.Seat)
	r.h.Words(book)
	return s, nil
}

// read hands one message to the handler.
func (r *reader) read(kind string, fields []string) {
	switch kind {
	case wire.KindEvent:
		if len(fields) == 1 {
			for _, p := range r.lines(fields[0]) {
				r.h.Said(p)
			}
		}
	case wire.KindOwn:
		r.own(fields)
	case wire.KindNotice:
		r.h.Notice(field(fields))
	case wire.KindPrompt:
		if p, err := wire.ParsePrompt(fields); err == nil {
			if lines := r.lines(p.Event); len(lines) > 0 {
				p.Text = lines[0].Text()
			}
			r.h.Prompt(p)
		}
	case wire.KindPicture:
		p, err := wire.ParsePicture(fields)
		if err != nil {
			r.h.Status(r.cfg.Book.Say(keyCannotSay.With(words.Text(err.Error()))).Text())
			return
		}
		r.h.Picture(p)
		r.cfg.Hello.Heard = len(p.Moves) // a host started again says the moves after them
	case wire.KindAnswered:
		r.h.Answered()
	case wire.KindVoice:
		r.h.Voice(field(fields))
	}
}

// errOwn is an event in one of anna join's own sentences
// (own), which a host may not send.
var errOwn = errors.New("join: a sentence of anna join's own, which no host may send")

// lines reads an event and renders it.
func (r *reader) lines(written string) []speech.Phrase {
	e, err := words.Decode([]byte(written))
	if err == nil && e.Says(own...) {
		err = errOwn
	}
	if err == nil {
		return session.Lines(e, r.book)
	}
	r.h.Status(r.cfg.Book.Say(keyCannotSay.With(words.Text(err.Error()))).Text())
	return nil
}

// own changes the joiner's words as the host did (lang, brief typed here).
func (r *reader) own(fields []string) {
	o, err := wire.ParseOwn(fields)
	if err != nil {
		return
	}
	next := r.book
	if l, err := speech.ParseLang(o.Lang); err == nil && o.Lang != "" {
		next.Lang, r.cfg.Book.Lang = l, l
		r.cfg.Hello.Lang = o.Lang
	}
	if v, err := speech.ParseVerbosity(o.Verbosity); err == nil && o.Verbosity != "" {
		next.Verbosity, r.cfg.Book.Verbosity = v, v
		r.cfg.Hello.Verbosity = o.Verbosity
	}
	if o.Arrivals == "on" || o.Arrivals == "off" {
		next.NoArrivals, r.cfg.Book.NoArrivals = o.Arrivals == "off", o.Arrivals == "off"
		r.cfg.Hello.Arrivals = map[bool]string{true: "off", false: ""}[next.NoArrivals]
	}
	if next != r.book {
		r.book = next
		r.h.Words(next)
	}
}

// versionRefused says another version of the host's in the joiner's
// words.
func versionRefused(err error, book speech.Phrasebook) error {
	var ve *wire.VersionError
	if !errors.As(err, &ve) {
		return err
	}
	ours := strconv.Itoa(wire.Version)
	e := keyEventsVersion.With(words.Text(ve.Theirs), words.Text(ours))
	switch newer, known := ve.TheirsNewer(); { // the host's version, then the joiner's
	case known && newer:
		e = keyUpdateJoiner.With(words.Text(ve.Theirs), words.Text(ours))
	case known:
		e = keyUpdateHost.With(words.Text(ve.Theirs), words.Text(ours))
	}
	return &saidError{book.Say(e).Text(), err}
}

// bookOf is the phrasebook of the words named.
func bookOf(lang, names, notation, verbosity string) (speech.Phrasebook, error) {
	var b speech.Phrasebook
	var err error
	if b.Lang, err = speech.ParseLang(lang); err != nil {
		return b, err
	}
	if b.Names, err = speech.ParseNames(names); err != nil {
		return b, err
	}
	if b.Style, err = speech.ParseStyle(notation); err != nil {
		return b, err
	}
	b.Verbosity, err = speech.ParseVerbosity(verbosity)
	return b, err
}
