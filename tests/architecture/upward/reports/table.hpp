// A report table (the upward include's target).
#pragma once
