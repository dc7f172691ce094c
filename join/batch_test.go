package join

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/speech"
)

// FuzzBatchReader: batches of notices, each ended by its mark, as a
// fuzzer's bytes make them (a byte of 0 is a mark, any other a notice of
// that many letters), read with a bound of most bytes: every batch within
// the bound is handed on whole, in order; the first past it ends the
// connection (TooMuchError) with nothing of it handed on, the reader
// having kept no more than the bound of it.
func FuzzBatchReader(f *testing.F) {
	f.Add([]byte{3, 0, 200, 200, 0}, uint16(300))
	f.Add([]byte{255, 255, 255, 255, 255}, uint16(1000))
	f.Add([]byte{1, 1, 1, 0, 0, 1}, uint16(0))
	f.Fuzz(func(t *testing.T, plan []byte, most uint16) {
		limit := int(most) + perMessage
		var in strings.Builder
		var want []string
		size, over, n := 0, false, 0
		var batch []string
		for _, b := range plan {
			if b == 0 {
				n++
				in.WriteString(wire.MarkLine(n))
				if !over {
					want, batch, size = append(want, batch...), nil, 0
				}
				continue
			}
			text := strings.Repeat("a", int(b))
			line := wire.Line(wire.KindNotice, text)
			in.WriteString(line)
			if size += len(line) - 1 + perMessage; size > limit {
				over = true
			}
			batch = append(batch, "notice "+text)
		}
		h := &told{}
		r := reader{h: h, cfg: &Config{}, most: limit}
		_, err := r.serve(bufio.NewReader(strings.NewReader(in.String())), &outbox{}, io.Discard, new(bool))
		var tooMuch TooMuchError
		if got := errors.As(err, &tooMuch); got != over || !over && !errors.Is(err, io.EOF) {
			t.Fatalf("read with a bound of %d: %v, want too much: %v", limit, err, over)
		}
		if r.size > limit+len("notice\t")+255+perMessage { // the line that went past it, and no more
			t.Errorf("the reader kept %d bytes of a batch, bound %d", r.size, limit)
		}
		if fmt.Sprint(h.lines) != fmt.Sprint(want) {
			t.Errorf("handed on %q, want %q", h.lines, want)
		}
	})
}

// TestWhatWaitsIsBounded: whole batches handed on to a view that does not
// take them end the connection once more than the bound waits (a host
// sending small batches faster than the terminal takes them took anna
// join to 1.9 GB); what the view takes is counted off.
func TestWhatWaitsIsBounded(t *testing.T) {
	var in strings.Builder
	for n := 1; n <= 1000; n++ {
		in.WriteString(wire.Line(wire.KindNotice, fmt.Sprintf("notice %d", n)) + wire.MarkLine(n))
	}
	seat := NewSeat(speech.Phrasebook{})
	r := reader{h: seat, cfg: &Config{}, most: 10_000}
	_, err := r.serve(bufio.NewReader(strings.NewReader(in.String())), &outbox{}, io.Discard, new(bool))
	if !errors.As(err, new(TooMuchError)) {
		t.Fatalf("1000 batches not taken: %v, want too much", err)
	}
	taken := seat.Take()
	if len(taken) == 0 || len(taken) > 100 || r.cfg.Hello.Resume.N != len(taken) {
		t.Errorf("%d events waited, the last batch heard %d; want the bound's worth, joined again after the last handed on", len(taken), r.cfg.Hello.Resume.N)
	}
	if seat.waiting != 0 {
		t.Errorf("%d bytes wait after all was taken", seat.waiting)
	}
	for range 5 {
		seat.Status("lost")
	}
	if seat.Heard() == 0 {
		t.Error("what waits was not counted")
	}
}
