package words

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// decoder reads the JSON of a written event: objects, arrays, strings,
// integers and true or false, which is all an event holds. It is written
// here rather than taken from encoding/json so that reading an event is
// plain code from the line to its arguments, and quick.
type decoder struct {
	data []byte
	i    int
}

var errEnd = errors.New("unexpected end")

func (d *decoder) space() {
	for d.i < len(d.data) {
		switch d.data[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// next is the next byte that is not space, not taken.
func (d *decoder) next() (byte, error) {
	d.space()
	if d.i >= len(d.data) {
		return 0, errEnd
	}
	return d.data[d.i], nil
}

func (d *decoder) expect(c byte) error {
	got, err := d.next()
	if err != nil {
		return err
	}
	if got != c {
		return fmt.Errorf("%q where %q was expected, at %d", got, c, d.i)
	}
	d.i++
	return nil
}

// object reads an object, calling field for each field's name with the
// decoder at its value, which field reads.
func (d *decoder) object(field func(name string) error) error {
	if err := d.expect('{'); err != nil {
		return err
	}
	if c, err := d.next(); err != nil {
		return err
	} else if c == '}' {
		d.i++
		return nil
	}
	for {
		name, err := d.str()
		if err != nil {
			return err
		}
		if err := d.expect(':'); err != nil {
			return err
		}
		if err := field(name); err != nil {
			return err
		}
		c, err := d.next()
		if err != nil {
			return err
		}
		d.i++
		switch c {
		case '}':
			return nil
		case ',':
		default:
			return fmt.Errorf("%q in an object, at %d", c, d.i-1)
		}
	}
}

// array reads an array, calling elem with the decoder at each element.
func (d *decoder) array(elem func() error) error {
	if err := d.expect('['); err != nil {
		return err
	}
	if c, err := d.next(); err != nil {
		return err
	} else if c == ']' {
		d.i++
		return nil
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		c, err := d.next()
		if err != nil {
			return err
		}
		d.i++
		switch c {
		case ']':
			return nil
		case ',':
		default:
			return fmt.Errorf("%q in an array, at %d", c, d.i-1)
		}
	}
}

// skip passes over one value, checking only that it is whole.
func (d *decoder) skip() error {
	c, err := d.next()
	if err != nil {
		return err
	}
	switch {
	case c == '{':
		return d.object(func(string) error { return d.skip() })
	case c == '[':
		return d.array(d.skip)
	case c == '"':
		_, err := d.str()
		return err
	case c == 't' || c == 'f':
		_, err := d.boolean()
		return err
	}
	_, err = d.integer()
	return err
}

func (d *decoder) boolean() (bool, error) {
	d.space()
	for _, w := range []string{"true", "false"} {
		if len(d.data)-d.i >= len(w) && string(d.data[d.i:d.i+len(w)]) == w {
			d.i += len(w)
			return w == "true", nil
		}
	}
	return false, fmt.Errorf("not true or false, at %d", d.i)
}

// integer reads a JSON number that is an integer.
func (d *decoder) integer() (int64, error) {
	d.space()
	start := d.i
	if d.i < len(d.data) && d.data[d.i] == '-' {
		d.i++
	}
	digits := d.i
	for d.i < len(d.data) && d.data[d.i] >= '0' && d.data[d.i] <= '9' {
		d.i++
	}
	text := string(d.data[start:d.i])
	if d.i == digits || d.i-digits > 1 && d.data[digits] == '0' {
		return 0, fmt.Errorf("not an integer: %q, at %d", text, start)
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("not an integer: %q", text)
	}
	return n, nil
}

// str reads a JSON string.
func (d *decoder) str() (string, error) {
	if err := d.expect('"'); err != nil {
		return "", err
	}
	start := d.i
	for d.i < len(d.data) { // the quick way: no escape
		c := d.data[d.i]
		if c == '"' {
			s := string(d.data[start:d.i])
			d.i++
			if !utf8.ValidString(s) {
				return "", errors.New("a string that is not UTF-8")
			}
			return s, nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		d.i++
	}
	var out []byte
	out = append(out, d.data[start:d.i]...)
	for d.i < len(d.data) {
		c := d.data[d.i]
		switch {
		case c == '"':
			d.i++
			if !utf8.Valid(out) {
				return "", errors.New("a string that is not UTF-8")
			}
			return string(out), nil
		case c < 0x20:
			return "", fmt.Errorf("a control character in a string, at %d", d.i)
		case c == '\\':
			r, err := d.escape()
			if err != nil {
				return "", err
			}
			out = utf8.AppendRune(out, r)
		default:
			out = append(out, c)
			d.i++
		}
	}
	return "", errEnd
}

// escape reads an escape sequence at the backslash.
func (d *decoder) escape() (rune, error) {
	if d.i+1 >= len(d.data) {
		return 0, errEnd
	}
	c := d.data[d.i+1]
	d.i += 2
	if r, ok := map[byte]rune{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}[c]; ok {
		return r, nil
	}
	if c != 'u' {
		return 0, fmt.Errorf("an escape \\%c, at %d", c, d.i-2)
	}
	r, err := d.hex4()
	if err != nil {
		return 0, err
	}
	if utf16.IsSurrogate(r) {
		if d.i+1 < len(d.data) && d.data[d.i] == '\\' && d.data[d.i+1] == 'u' {
			d.i += 2
			low, err := d.hex4()
			if err != nil {
				return 0, err
			}
			return utf16.DecodeRune(r, low), nil
		}
		return utf8.RuneError, nil
	}
	return r, nil
}

func (d *decoder) hex4() (rune, error) {
	if d.i+4 > len(d.data) {
		return 0, errEnd
	}
	n, err := strconv.ParseUint(string(d.data[d.i:d.i+4]), 16, 16)
	if err != nil {
		return 0, fmt.Errorf("a bad \\u escape, at %d", d.i)
	}
	d.i += 4
	return rune(n), nil
}
