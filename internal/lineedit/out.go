package lineedit

import "io"

// Out writes the editor's bytes to its terminal, for the line view and
// the host's lobby alike. The end of a submitted line (Key's Submit) is
// held and written with what follows, in one write: a screen reader
// looking in between would find the cursor on an empty row and say
// "blank".
type Out struct {
	W    io.Writer
	held []byte
}

// Hold keeps b to be written before the next bytes, in the same write.
func (o *Out) Hold(b []byte) { o.held = append(o.held, b...) }

// Write writes what is held and b, in one write; nothing when both are
// empty.
func (o *Out) Write(b []byte) error {
	if len(o.held) > 0 {
		b = append(o.held, b...)
		o.held = nil
	}
	if len(b) == 0 {
		return nil
	}
	_, err := o.W.Write(b)
	return err
}
